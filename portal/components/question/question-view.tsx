import "./question.css";
import { useId } from "react";
import {
  JUDGE_OPTIONS,
  MAX_ANSWER_CHARS,
  type OnlineAnswer,
  type OnlineQuestion,
  QUESTION_TYPE_LABELS,
  type QuestionOption,
} from "@/api/contract/online-exam";

/** A-H: the letter shown before an option, by its place on screen (options may be shuffled per candidate). */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/** The options a choice question offers, in this candidate's order (true/false: 正确 / 错误). */
export function optionsOf(q: OnlineQuestion): QuestionOption[] {
  if (q.options?.length) return q.options;
  return q.type === "judge" ? JUDGE_OPTIONS : [];
}

/** Whether a question counts as answered (已答): an option chosen, a blank filled or some text written. */
export function isAnswered(q: OnlineQuestion, a: OnlineAnswer | undefined) {
  if (!a) return false;
  if (q.type === "fill") return (Array.isArray(a.text) ? a.text : [a.text]).some((t) => t.trim() !== "");
  if (q.type === "short") return typeof a.text === "string" && a.text.trim() !== "";
  return a.optionIds.length > 0;
}

/** Choosing option `id`: the only one of a single or true/false question, toggled in a multiple one (kept in screen order). */
export function choose(q: OnlineQuestion, a: OnlineAnswer, id: string): OnlineAnswer {
  if (q.type !== "multiple") return { ...a, optionIds: [id] };
  const chosen = new Set(a.optionIds);
  if (chosen.has(id)) chosen.delete(id);
  else chosen.add(id);
  return { ...a, optionIds: optionsOf(q).flatMap((o) => (chosen.has(o.id) ? [o.id] : [])) };
}

/** `typed`: the change is a keystroke in a text box (a saver may wait for the next one). */
type AnswerChange = (change: (a: OnlineAnswer) => OnlineAnswer, typed?: boolean) => void;

type Props = {
  question: OnlineQuestion;
  index: number;
  answer: OnlineAnswer | undefined;
  onChange: AnswerChange;
  /** A paste into a text box (the proctored exam records it). */
  onPaste?: () => void;
};

const blanksOf = (q: OnlineQuestion, a: OnlineAnswer | undefined) => {
  const given = a ? (Array.isArray(a.text) ? a.text : a.text ? [a.text] : []) : [];
  return Array.from({ length: Math.max(1, q.blanks ?? 1) }, (_, i) => given[i] ?? "");
};

/** One question as the candidate (or a course's learner) answers it: type, points, stem, picture, and its options, blanks or text box. */
export function QuestionView({ question: q, index, answer, onChange, onPaste }: Props) {
  const id = useId();
  const headingId = `${id}-title`;
  const chosen = new Set(answer?.optionIds ?? []);
  const text = typeof answer?.text === "string" ? answer.text : "";

  return (
    <section className="oe-q" aria-labelledby={headingId}>
      <header className="oe-q__head">
        <h2 className="oe-q__title" id={headingId}>
          <span className="oe-q__no">第 {index + 1} 题</span>
          <span className="oe-q__type">{QUESTION_TYPE_LABELS[q.type]}</span>
        </h2>
        <span className="oe-q__points">{q.points} 分</span>
      </header>
      <p className="oe-q__stem">{q.stem}</p>
      {q.image && <img className="oe-q__image" src={q.image} alt={`第 ${index + 1} 题配图`} />}

      {(q.type === "single" || q.type === "judge" || q.type === "multiple") && (
        <fieldset className="oe-q__options">
          <legend className="visually-hidden">{q.type === "multiple" ? "请选择所有正确的选项" : "请选择一个选项"}</legend>
          {optionsOf(q).map((o, i) => (
            <label key={o.id} className={`oe-opt${chosen.has(o.id) ? " oe-opt--chosen" : ""}`}>
              <input
                type={q.type === "multiple" ? "checkbox" : "radio"}
                name={`oe-q-${q.id}`}
                value={o.id}
                checked={chosen.has(o.id)}
                onChange={() => onChange((a) => choose(q, a, o.id))}
              />
              <span className="oe-opt__key" aria-hidden="true">
                {optionLetter(i)}
              </span>
              <span className="oe-opt__text">{o.text}</span>
            </label>
          ))}
          {q.type === "multiple" && <p className="oe-q__tip">多选题：选出所有正确的选项</p>}
        </fieldset>
      )}

      {q.type === "fill" && (
        <div className="oe-q__blanks">
          {blanksOf(q, answer).map((value, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blanks are positions, never reordered.
            <label key={i} className="oe-blank">
              <span className="oe-blank__label">第 {i + 1} 空</span>
              <input
                className="input oe-blank__input"
                type="text"
                maxLength={200}
                autoComplete="off"
                value={value}
                onPaste={onPaste}
                onChange={(e) => {
                  const typed = e.target.value;
                  onChange((a) => {
                    const texts = blanksOf(q, a);
                    texts[i] = typed;
                    return { ...a, text: texts };
                  }, true);
                }}
              />
            </label>
          ))}
        </div>
      )}

      {q.type === "short" && (
        <div className="oe-q__short">
          <label className="oe-short__label" htmlFor={`${id}-short`}>
            作答区
          </label>
          <textarea
            id={`${id}-short`}
            className="input oe-short__input"
            rows={10}
            maxLength={MAX_ANSWER_CHARS}
            value={text}
            onPaste={onPaste}
            onChange={(e) => {
              const typed = e.target.value;
              onChange((a) => ({ ...a, text: typed }), true);
            }}
          />
          <span className="oe-short__count">
            {text.length} / {MAX_ANSWER_CHARS}
          </span>
        </div>
      )}
    </section>
  );
}
