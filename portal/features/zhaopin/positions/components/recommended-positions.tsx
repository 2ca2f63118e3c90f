import "./zhaopin.css";
import { AppLink } from "@/portal/components/app-link";
import { useCurrentUser } from "@/portal/lib/current-user";
import { useRecommendedPositions } from "../recommended";
import { PositionCard } from "./position-card";

/**
 * 为你推荐: positions matching the person's job intentions, each with why; a prompt to fill them in when there are
 * none to go on. Nothing for a visitor.
 */
export function RecommendedPositions({ limit = 6 }: { limit?: number }) {
  const user = useCurrentUser();
  const { data } = useRecommendedPositions(Boolean(user));
  if (!user || !data) return null;
  const { list, hasIntentions } = data;
  return (
    <section className="zp-recommend" aria-label="为你推荐">
      <header className="zp-recommend__head">
        <h2 className="zp-recommend__title">为你推荐</h2>
        <AppLink href="/ZhaoPin/mycv" className="btn btn--text btn--sm">
          {hasIntentions ? "调整求职意向" : "填写求职意向"}
        </AppLink>
      </header>
      {list.length ? (
        <ul className="zp-list zp-recommend__list">
          {list.slice(0, limit).map((p) => (
            <li key={p.id}>
              <p className="zp-recommend__why">{p.reason}</p>
              <PositionCard position={p} from="recommend" />
            </li>
          ))}
        </ul>
      ) : (
        <p className="zp-recommend__empty">
          {hasIntentions
            ? "暂时没有与你的求职意向匹配的职位，新职位发布后会出现在这里。"
            : "填写简历中的求职意向（职位类型、城市、薪资），我们会为你推荐匹配的职位。"}
        </p>
      )}
    </section>
  );
}
