import "./interviews.css";
import { useMyInterviews } from "../my-interviews";
import { InterviewCard } from "./interview-card";

/**
 * 面试邀请 above 我的投递's applications: every invitation a company sent me, answered here. Nothing shows until
 * there is one (or when the call fails: the applications below stay usable).
 */
export function MyInterviews() {
  const { data: list } = useMyInterviews();
  if (!list?.length) return null;
  const waiting = list.filter((i) => i.status === "pending").length;
  return (
    <section className="zp-interviews" aria-labelledby="zp-interviews-title">
      <h2 className="zp-interviews__title" id="zp-interviews-title">
        面试邀请
        {waiting > 0 && <span className="zp-interviews__count">{waiting} 个待回复</span>}
      </h2>
      <ul className="zp-interviews__list" aria-label="面试邀请">
        {list.map((i) => (
          <InterviewCard key={i.id} interview={i} />
        ))}
      </ul>
    </section>
  );
}
