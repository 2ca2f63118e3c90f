import { useEffect, useId } from "react";
import "@/portal/components/question/question.css";
import { ATTEMPT_END_LABELS, ONLINE_MSG, type OnlineSubmitted } from "@/api/contract/online-exam";
import { AppLink } from "@/portal/components/app-link";

type Props = {
  examName: string;
  submitted: OnlineSubmitted;
  /** Whether the exam lets the candidate see the paper again (unknown while pearson/OnlineResult loads). */
  review: boolean;
  onReview: () => void;
};

/** The end of full screen (and of exam mode) once the attempt is over. */
function useLeaveFullscreen() {
  useEffect(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
  }, []);
}

/**
 * After the end: how it ended, the score out of zongFen with 通过 / 未通过 (or the answers waiting for marking), the
 * certificate number with the certificate query, 查看答卷 when the exam allows it, and the way back to 我的考试.
 */
export function ResultView({ examName, submitted: s, review, onReview }: Props) {
  const titleId = useId();
  useLeaveFullscreen();
  const scored = !s.voided && s.pending === 0 && s.score !== null;
  return (
    <div className="page container oe-result">
      <section className="card oe-result__card" aria-labelledby={titleId}>
        <p className="oe-result__reason">{ATTEMPT_END_LABELS[s.endReason]}</p>
        <h1 className="oe-result__title" id={titleId}>
          {examName}
        </h1>
        {s.voided ? (
          <div className="oe-result__verdict oe-result__verdict--fail">
            <strong>成绩已作废</strong>
            <p>{ONLINE_MSG.voided}</p>
          </div>
        ) : scored ? (
          <>
            <p className="oe-result__score">
              <strong>{s.score}</strong>
              <span> / {s.zongFen} 分</span>
            </p>
            <p className={`oe-result__verdict oe-result__verdict--${s.passed ? "pass" : "fail"}`}>
              <strong>{s.passed ? "通过" : "未通过"}</strong>
              <span>及格分 {s.passScore} 分</span>
            </p>
          </>
        ) : (
          <div className="oe-result__verdict oe-result__verdict--pending">
            <strong>待阅卷</strong>
            <p>有 {s.pending} 道主观题待阅卷，阅卷完成后将通过站内信通知您</p>
          </div>
        )}
        {s.certificateNumber && (
          <p className="oe-result__cert">
            <span>
              证书编号：<strong>{s.certificateNumber}</strong>
            </span>
            <AppLink href="/certification/certificate">查询证书</AppLink>
          </p>
        )}
        <div className="oe-result__actions">
          {review && (
            <button type="button" className="btn btn--ghost btn--lg" onClick={onReview}>
              查看答卷
            </button>
          )}
          <AppLink className="btn btn--primary btn--lg" href="/my/examinfo">
            返回我的考试
          </AppLink>
        </div>
      </section>
    </div>
  );
}
