import type { ExamStatus } from "@/api/contract/certification-booking";

const STEPS = ["提交报名", "支付费用", "报名审核", "预约场次", "参加考试"];

/** How far each status has come along the steps (the current step's index). */
const REACHED: Record<ExamStatus, number> = {
  none: 0,
  check: 0,
  unpaid: 1,
  waitaudit: 2,
  rejected: 2,
  approved: 3,
  booked: 4,
  passed: 5,
  failed: 5,
  cancelled: 0,
};

/** The exam flow of spec 001 section 4 as a row of steps (a column on phones). */
export function FlowSteps({ status }: { status: ExamStatus }) {
  const reached = REACHED[status];
  return (
    <ol className="booking-steps" aria-label="考试流程">
      {STEPS.map((label, i) => {
        const state = i < reached ? "done" : i === reached ? "current" : "todo";
        return (
          <li
            key={label}
            className={`booking-steps__item booking-steps__item--${state}`}
            aria-current={state === "current" ? "step" : undefined}
          >
            <span className="booking-steps__dot">{i < reached ? "✓" : i + 1}</span>
            <span className="booking-steps__label">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
