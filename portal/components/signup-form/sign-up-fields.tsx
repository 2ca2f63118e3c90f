import type { Dispatch, SetStateAction } from "react";
import type { SignField, SurveyQuestion } from "@/api/contract/activity";
import type { FieldErrors } from "../../lib/form";
import { Field } from "../field";
import { type Answer, EMPTY_ANSWER } from "./answer";
import { SignFieldInput } from "./sign-field-input";
import { EMPTY_SURVEY, type SurveyDraft } from "./survey-answer";
import { SurveyQuestionInput } from "./survey-question-input";

type Props = {
  idPrefix: string;
  fields: SignField[];
  questions: SurveyQuestion[];
  answers: Record<number, Answer>;
  setAnswers: Dispatch<SetStateAction<Record<number, Answer>>>;
  survey: Record<number, SurveyDraft>;
  setSurvey: Dispatch<SetStateAction<Record<number, SurveyDraft>>>;
  errors: FieldErrors;
  /** Drops a field's error once the person changes it. */
  clear: (field: string) => void;
};

/** The profile fields and survey questions of a sign-up form (live sessions and activities), errors under each. */
export function SignUpFields({ idPrefix, fields, questions, answers, setAnswers, survey, setSurvey, errors, clear }: Props) {
  return (
    <>
      {fields.map((f) => {
        const field = `setting.${f.typeId}`;
        const fieldId = `${idPrefix}-f${f.typeId}`;
        return (
          <Field key={f.typeId} id={fieldId} label={f.name} required={f.isRequireded === 1} error={errors[field]}>
            <SignFieldInput
              id={fieldId}
              field={f}
              answer={answers[f.typeId] ?? EMPTY_ANSWER}
              onChange={(a) => {
                setAnswers((all) => ({ ...all, [f.typeId]: a }));
                clear(field);
              }}
              error={errors[field]}
            />
          </Field>
        );
      })}
      {questions.map((q) => {
        const field = `surveySubmit.${q.id}`;
        const fieldId = `${idPrefix}-q${q.id}`;
        return (
          <Field key={q.id} id={fieldId} label={q.questionName} required={q.isRequireded === 1} error={errors[field]}>
            <SurveyQuestionInput
              id={fieldId}
              question={q}
              draft={survey[q.id] ?? EMPTY_SURVEY}
              onChange={(d) => {
                setSurvey((all) => ({ ...all, [q.id]: d }));
                clear(field);
              }}
              error={errors[field]}
            />
          </Field>
        );
      })}
    </>
  );
}
