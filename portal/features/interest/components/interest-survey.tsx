import "./interest-survey.css";
import type { InterestCategory, InterestOption, SurveyProblem } from "@/api/contract/interest";
import { type Chosen, toggle } from "../survey-choice";

type Props = {
  /** Prefix of the ids (radio names, message ids), unique on the page. */
  id: string;
  categories: InterestCategory[];
  chosen: Chosen;
  onChange: (chosen: Chosen) => void;
  /** The failed rule, shown under its category. */
  problem: SurveyProblem | null;
};

/** The interest survey: each category's question, and under a chosen option the question it reveals. */
export function InterestSurvey({ id, categories, chosen, onChange, problem }: Props) {
  return (
    <div className="interest-survey">
      {categories.map((c, i) => {
        const failed = problem?.cateId === c.cateId;
        return (
          <fieldset
            key={c.cateId}
            id={`${id}-cate${c.cateId}`}
            className="interest-survey__cate"
            aria-describedby={failed ? `${id}-cate${c.cateId}-error` : undefined}
          >
            <legend className="interest-survey__legend">
              <span className="interest-survey__n">{i + 1}</span>
              {c.title}
              <small>{c.multiple ? "（可多选）" : "（单选）"}</small>
            </legend>
            <Question name={`${id}-q${c.cateId}`} options={c.oplist} multiple={c.multiple} chosen={chosen} onChange={onChange} />
            {failed && (
              <p className="field__error" id={`${id}-cate${c.cateId}-error`} role="alert">
                {problem.msg}
              </p>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}

type QuestionProps = { name: string; options: InterestOption[]; multiple: boolean; chosen: Chosen; onChange: (chosen: Chosen) => void };

function Question({ name, options, multiple, chosen, onChange }: QuestionProps) {
  const on = options.filter((o) => chosen.has(o.id));
  return (
    <>
      <div className="interest-survey__options" role={multiple ? "group" : "radiogroup"}>
        {options.map((o) => (
          <label key={o.id} className={`interest-chip${chosen.has(o.id) ? " is-on" : ""}`}>
            <input
              type={multiple ? "checkbox" : "radio"}
              name={name}
              checked={chosen.has(o.id)}
              onChange={(e) => onChange(toggle(chosen, options, multiple, o, e.target.checked))}
            />
            {o.title}
          </label>
        ))}
      </div>
      {on
        .filter((o) => o.isother)
        .map((o) => (
          <input
            key={o.id}
            className="input interest-survey__other"
            aria-label={`${o.title}（请填写）`}
            placeholder="请填写具体内容"
            maxLength={50}
            value={chosen.get(o.id) ?? ""}
            onChange={(e) => onChange(new Map(chosen).set(o.id, e.target.value))}
          />
        ))}
      {on
        .filter((o) => o.child.length)
        .map((o) => (
          <fieldset key={o.id} className="interest-survey__follow" aria-labelledby={`${name}-${o.id}`}>
            <p className="interest-survey__ask" id={`${name}-${o.id}`}>
              {o.childTitle || o.title}
              <small>{o.childMultiple ? "（可多选）" : "（单选）"}</small>
            </p>
            <Question name={`${name}-${o.id}`} options={o.child} multiple={o.childMultiple} chosen={chosen} onChange={onChange} />
          </fieldset>
        ))}
    </>
  );
}
