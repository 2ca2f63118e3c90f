import type { SignField, SurveyQuestion } from "@/api/contract/activity";
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
  /** Keeps a profile field's answer and drops its message (`setting.<typeId>`). */
  onAnswer: (typeId: number, answer: Answer, field: string) => void;
  survey: Record<number, SurveyDraft>;
  /** Keeps a survey answer and drops its message (`surveySubmit.<questionId>`). */
  onSurvey: (questionId: number, draft: SurveyDraft, field: string) => void;
  /** The message under a field, by its payload path. */
  errorOf: (field: string) => string | undefined;
};

/** The profile fields and survey questions of a sign-up form (live sessions and activities), errors under each. */
export function SignUpFields({ idPrefix, fields, questions, answers, onAnswer, survey, onSurvey, errorOf }: Props) {
  return (
    <>
      {fields.map((f) => {
        const field = `setting.${f.typeId}`;
        const fieldId = `${idPrefix}-f${f.typeId}`;
        return (
          <Field key={f.typeId} id={fieldId} label={f.name} required={f.isRequireded === 1} error={errorOf(field)}>
            <SignFieldInput
              id={fieldId}
              field={f}
              answer={answers[f.typeId] ?? EMPTY_ANSWER}
              onChange={(a) => onAnswer(f.typeId, a, field)}
              error={errorOf(field)}
            />
          </Field>
        );
      })}
      {questions.map((q) => {
        const field = `surveySubmit.${q.id}`;
        const fieldId = `${idPrefix}-q${q.id}`;
        return (
          <Field key={q.id} id={fieldId} label={q.questionName} required={q.isRequireded === 1} error={errorOf(field)}>
            <SurveyQuestionInput
              id={fieldId}
              question={q}
              draft={survey[q.id] ?? EMPTY_SURVEY}
              onChange={(d) => onSurvey(q.id, d, field)}
              error={errorOf(field)}
            />
          </Field>
        );
      })}
    </>
  );
}
