import "./binding.css";
import { AppLink } from "@/portal/components/app-link";
import { useMyCards } from "../cards";

/** /my/card: my learning cards and what each one granted (courses begun for me, exam voucher codes). */
export function CardPage() {
  const { list } = useMyCards();
  return (
    <div className="page container binding-page">
      <div className="binding-state">
        <h1 className="binding-page__title">我的学习卡</h1>
        <AppLink className="btn btn--primary" href="/my/BindCard">
          绑定学习卡
        </AppLink>
      </div>
      {list.length === 0 ? (
        <section className="card binding-empty">
          <p>您还没有绑定学习卡。</p>
          <p>拿到学习卡后，输入卡号和密码即可绑定，获得卡内的课程与考试代金券。</p>
        </section>
      ) : (
        list.map((card) => (
          <section key={card.cardNo} className="card binding-card" aria-label={`学习卡 ${card.cardNo}`}>
            <div className="card-item__head">
              <div>
                <div className="card-item__no">{card.cardNo}</div>
                <div className="binding-list__meta">{card.batchName}</div>
              </div>
              <div className="binding-list__meta">绑定于 {card.bindTime}</div>
            </div>
            <ul className="card-item__grants">
              {card.courses.map((c) => (
                <li key={`c${c.id}`}>
                  课程：<AppLink href={`/MoocTraining/Detail/${c.id}`}>{c.title}</AppLink>
                </li>
              ))}
              {card.vouchers.map((v) => (
                <li key={v.code}>
                  考试代金券（{v.examName}）：<span className="card-item__code">{v.code}</span>
                  {v.used ? (
                    <span className="binding-badge binding-badge--unbound">已使用</span>
                  ) : (
                    <span className="binding-badge">未使用</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
