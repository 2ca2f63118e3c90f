import { useId } from "react";
import { certificatePrintPath } from "@/api/contract/certificate";
import type { QuizResult } from "@/api/contract/course-quiz";
import { AppLink } from "@/portal/components/app-link";
import { ReviewList, rightCount } from "@/portal/components/question/review-list";
import { courseHref } from "../quiz-text";

type Props = {
  result: QuizResult;
  busy: boolean;
  onRetry: () => void;
};

/** 剩余次数: how many attempts the quiz still allows. */
const attemptsLeftText = (left: number | null) => (left === null ? "不限答题次数" : left > 0 ? `还可作答 ${left} 次` : "答题次数已用完");

/**
 * After 交卷 (or 查看上次结果): the score out of zongFen, 通过 / 未通过 against the pass score, the attempts left with
 * 再测一次, the course's finish (and its 结业证书) when this attempt finished it, and every question reviewed.
 */
export function QuizResultView({ result: r, busy, onRetry }: Props) {
  const titleId = useId();
  const reviewId = useId();
  const canRetry = r.attemptsLeft === null || r.attemptsLeft > 0;
  return (
    <div className="page container cq-result">
      {r.courseFinished && (
        <section className="card cq-finish" aria-label="课程完成">
          <div>
            <h2 className="cq-finish__title">恭喜完成课程</h2>
            <p className="cq-finish__text">
              {r.certificateNumber ? `已获得结业证书，证书编号 ${r.certificateNumber}` : "您已学完全部课时并通过结业测验"}
            </p>
          </div>
          <div className="cq-actions">
            {r.certificateNumber && (
              <AppLink className="btn btn--primary" href={certificatePrintPath(r.certificateNumber)}>
                查看结业证书
              </AppLink>
            )}
          </div>
        </section>
      )}
      <section className="card oe-result__card" aria-labelledby={titleId}>
        <h1 className="oe-result__title" id={titleId}>
          {r.title}
        </h1>
        <p className="oe-result__score">
          <strong>{r.score}</strong>
          <span> / {r.zongFen} 分</span>
        </p>
        <p className={`oe-result__verdict oe-result__verdict--${r.passed ? "pass" : "fail"}`}>
          <strong>{r.passed ? "通过" : "未通过"}</strong>
          <span>及格分 {r.passScore} 分</span>
        </p>
        <p className="cq-result__left">{attemptsLeftText(r.attemptsLeft)}</p>
        <div className="oe-result__actions">
          {canRetry && (
            <button type="button" className="btn btn--primary btn--lg" onClick={onRetry} disabled={busy}>
              再测一次
            </button>
          )}
          <AppLink className="btn btn--ghost btn--lg" href={courseHref(r.courseStrId)}>
            返回课程
          </AppLink>
        </div>
      </section>
      <section className="cq-result__review" aria-labelledby={reviewId}>
        <h2 className="cq-result__review-title" id={reviewId}>
          答题详情
          <span className="cq-result__review-count">
            共 {r.items.length} 题，答对 {rightCount(r.items)} 题
          </span>
        </h2>
        {!r.review && <p className="cq-result__hidden">本测验不公布正确答案与解析</p>}
        <ReviewList items={r.items} />
      </section>
    </div>
  );
}
