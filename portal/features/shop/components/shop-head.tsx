import { AppLink } from "@/portal/components/app-link";

/** The shop's heading: the title, the person's points (or a hint to sign in) and the way to the exchange record. */
export function ShopHead({ title, score, onLogin }: { title: string; score: number | null; onLogin: () => void }) {
  return (
    <header className="list-page__head list-page__head--center">
      <h1 className="list-page__title shop-head__title">{title}</h1>
      <div className="list-page__side shop-head__side">
        {score === null ? (
          <button type="button" className="btn btn--text btn--sm" onClick={onLogin}>
            登录查看我的积分
          </button>
        ) : (
          <p className="shop-head__score">
            我的积分 <strong>{score}</strong>
          </p>
        )}
        <AppLink href="/jshop/exchange" className="btn btn--ghost btn--sm">
          兑换记录
        </AppLink>
      </div>
    </header>
  );
}
