import type { SurveyQuestion } from "@/api/contract/activity";
import { invalidProps } from "../field";
import { MULTIPLE_CHOICE, type SurveyDraft } from "./survey-answer";

type Props = { id: string; question: SurveyQuestion; draft: SurveyDraft; onChange: (draft: SurveyDraft) => void; error?: string };

export function SurveyQuestionInput({ id, question, draft, onChange, error }: Props) {
  if (!question.surveyOptions.length) {
    return (
      <textarea
        className="input activity-form__textarea"
        rows={3}
        maxLength={500}
        placeholder="请输入"
        value={draft.text}
        onChange={(e) => onChange({ ...draft, text: e.target.value })}
        {...invalidProps(id, error)}
      />
    );
  }
  const multiple = question.questionType === MULTIPLE_CHOICE;
  const toggle = (optionId: number, on: boolean) =>
    onChange({
      ...draft,
      chosen: multiple ? (on ? [...draft.chosen, optionId] : draft.chosen.filter((x) => x !== optionId)) : [optionId],
    });
  const otherChosen = question.surveyOptions.some((o) => o.isOther && draft.chosen.includes(o.optionId));
  return (
    <div
      id={id}
      className="activity-form__options"
      role={multiple ? "group" : "radiogroup"}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      {question.surveyOptions.map((o) => (
        <label key={o.optionId} className="checkbox">
          <input
            type={multiple ? "checkbox" : "radio"}
            name={id}
            checked={draft.chosen.includes(o.optionId)}
            onChange={(e) => toggle(o.optionId, e.target.checked)}
          />
          {o.questionOption}
        </label>
      ))}
      {otherChosen && (
        <input
          className="input"
          aria-label="其他（请填写）"
          placeholder="请填写"
          maxLength={200}
          value={draft.text}
          onChange={(e) => onChange({ ...draft, text: e.target.value })}
        />
      )}
    </div>
  );
}
