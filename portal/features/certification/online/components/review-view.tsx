import type { OnlineResultData } from "@/api/contract/online-exam";
import { ReviewList, rightCount } from "@/portal/components/question/review-list";

/** 查看答卷: every question with the candidate's answer, the right answer and 解析, marked right or wrong, with its score. */
export function ReviewView({ result, onBack }: { result: OnlineResultData; onBack: () => void }) {
  const right = rightCount(result.items);
  return (
    <div className="page container oe-review">
      <header className="oe-review__head">
        <div>
          <h1 className="oe-review__title">答卷：{result.examName}</h1>
          <p className="oe-review__summary">
            {result.score !== null ? `得分 ${result.score} / ${result.zongFen} 分，` : ""}共 {result.items.length} 题，答对 {right} 题
          </p>
        </div>
        <button type="button" className="btn btn--ghost" onClick={onBack}>
          返回成绩
        </button>
      </header>
      <ReviewList items={result.items} />
    </div>
  );
}
