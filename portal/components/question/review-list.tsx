import "./question.css";
import { useId } from "react";
import { normaliseBlank, type OnlineReviewItem, QUESTION_TYPE_LABELS } from "@/api/contract/online-exam";
import { optionLetter, optionsOf } from "./question-view";

/** 正确 / 错误 / 部分得分 / 待阅卷 / 未作答 by the points an answer got. */
function verdictOf(item: OnlineReviewItem): { text: string; tone: "right" | "wrong" | "part" | "wait" } {
  if (item.score === null) return { text: item.answer ? "待阅卷" : "未作答", tone: item.answer ? "wait" : "wrong" };
  if (item.score >= item.points) return { text: "正确", tone: "right" };
  if (item.score <= 0) return { text: item.answer ? "错误" : "未作答", tone: "wrong" };
  return { text: "部分得分", tone: "part" };
}

const textsOf = (item: OnlineReviewItem) => {
  const t = item.answer?.text ?? "";
  return Array.isArray(t) ? t : t ? [t] : [];
};

function ChoiceReview({ item }: { item: OnlineReviewItem }) {
  const chosen = new Set(item.answer?.optionIds ?? []);
  const right = new Set(item.correctOptions ?? []);
  const options = optionsOf(item);
  const letters = (ids: Set<string>) => options.flatMap((o, i) => (ids.has(o.id) ? [optionLetter(i)] : [])).join("、") || "未作答";
  return (
    <>
      <ul className="oe-rv__options">
        {options.map((o, i) => {
          const classes = [
            "oe-rv__option",
            right.has(o.id) && "oe-rv__option--right",
            chosen.has(o.id) && !right.has(o.id) && "oe-rv__option--wrong",
          ];
          return (
            <li key={o.id} className={classes.filter(Boolean).join(" ")}>
              <span className="oe-opt__key">{optionLetter(i)}</span>
              <span className="oe-rv__option-text">{o.text}</span>
              {chosen.has(o.id) && <span className="oe-rv__tag">您的选择</span>}
              {right.has(o.id) && <span className="oe-rv__tag oe-rv__tag--right">正确答案</span>}
            </li>
          );
        })}
      </ul>
      <p className="oe-rv__line">
        您的答案：<strong>{letters(chosen)}</strong>
        {item.correctOptions && (
          <>
            <span className="oe-rv__sep" aria-hidden="true" />
            正确答案：<strong>{letters(right)}</strong>
          </>
        )}
      </p>
    </>
  );
}

function FillReview({ item }: { item: OnlineReviewItem }) {
  const given = textsOf(item);
  const accepted = item.blankAnswers ?? [];
  return (
    <ol className="oe-rv__blanks">
      {Array.from({ length: Math.max(item.blanks ?? 0, accepted.length, given.length, 1) }, (_, i) => {
        const mine = given[i] ?? "";
        const ok = accepted[i]?.some((a) => normaliseBlank(a) === normaliseBlank(mine)) ?? false;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: blanks are positions.
          <li key={i}>
            第 {i + 1} 空：您的答案 <strong className={accepted.length ? (ok ? "oe-rv__ok" : "oe-rv__bad") : ""}>{mine || "未作答"}</strong>
            {accepted[i] && (
              <>
                <span className="oe-rv__sep" aria-hidden="true" />
                参考答案 <strong>{accepted[i].join(" / ")}</strong>
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function ShortReview({ item }: { item: OnlineReviewItem }) {
  const mine = textsOf(item)[0] ?? "";
  return (
    <dl className="oe-rv__short">
      <dt>您的答案</dt>
      <dd className="oe-rv__text">{mine || "未作答"}</dd>
      {item.referenceAnswer !== undefined && (
        <>
          <dt>参考答案</dt>
          <dd className="oe-rv__text">{item.referenceAnswer || "暂无"}</dd>
        </>
      )}
      {item.markComment && (
        <>
          <dt>阅卷评语</dt>
          <dd className="oe-rv__text">{item.markComment}</dd>
        </>
      )}
    </dl>
  );
}

function ReviewItem({ item, index }: { item: OnlineReviewItem; index: number }) {
  const id = useId();
  const verdict = verdictOf(item);
  return (
    <article className={`card oe-rv oe-rv--${verdict.tone}`} aria-labelledby={id}>
      <header className="oe-rv__head">
        <h2 className="oe-q__title" id={id}>
          <span className="oe-q__no">第 {index + 1} 题</span>
          <span className="oe-q__type">{QUESTION_TYPE_LABELS[item.type]}</span>
        </h2>
        <span className={`oe-rv__verdict oe-rv__verdict--${verdict.tone}`}>{verdict.text}</span>
        <span className="oe-rv__score">
          得分 {item.score ?? "-"} / {item.points} 分
        </span>
      </header>
      <p className="oe-q__stem">{item.stem}</p>
      {item.image && <img className="oe-q__image" src={item.image} alt={`第 ${index + 1} 题配图`} />}
      {item.type === "fill" ? (
        <FillReview item={item} />
      ) : item.type === "short" ? (
        <ShortReview item={item} />
      ) : (
        <ChoiceReview item={item} />
      )}
      {item.analysis && (
        <p className="oe-rv__analysis">
          <strong>解析：</strong>
          {item.analysis}
        </p>
      )}
    </article>
  );
}

/** Every question with the answer given, the right answer and 解析 (when the paper shows them), marked right or wrong. */
export function ReviewList({ items }: { items: OnlineReviewItem[] }) {
  return (
    <div className="oe-review__list">
      {items.map((item, i) => (
        <ReviewItem key={item.id} item={item} index={i} />
      ))}
    </div>
  );
}

/** How many answers got full points. */
export const rightCount = (items: OnlineReviewItem[]) => items.filter((i) => i.score !== null && i.score >= i.points).length;
