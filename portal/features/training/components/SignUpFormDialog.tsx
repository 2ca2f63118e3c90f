import { type FormEvent, useId, useState } from "react";
import { type ApplySetting, ApplySettingSchema, signUpIssues } from "../../../../api/contract/training";
import { Field } from "../../../components/Field";
import { type FieldErrors, validateForm } from "../../../lib/form";
import type { Envelope } from "../../../lib/protocol/client";
import { type Answer, EMPTY_ANSWER } from "../../../components/signup-form/answer";
import { SignFieldInput } from "../../../components/signup-form/SignFieldInput";
import { SurveyQuestionInput } from "../../../components/signup-form/SurveyQuestionInput";
import { EMPTY_SURVEY, type SurveyDraft } from "../../../components/signup-form/survey-answer";
import { applySetting } from "../apply-setting";
import { resultOf, type SignUpFormData, type SignUpResult } from "../training-apply";

type Props = { form: SignUpFormData; onResult: (result: SignUpResult) => void };

/** A survey answer as training/ApplySetting takes it: one row per chosen option (itemId), or the typed text. */
function surveyRows(q: SignUpFormData["surveyList"][number], draft: SurveyDraft): ApplySetting["surveySubmit"] {
  const base = { questionType: q.questionType, questionId: q.id };
  if (!q.surveyOptions.length) return [{ ...base, itemId: 0, value: draft.text.trim() }];
  return q.surveyOptions
    .filter((o) => draft.chosen.includes(o.optionId))
    .map((o) => ({ ...base, itemId: o.optionId, value: o.isOther ? draft.text.trim() : o.questionOption }));
}

/** The 1501 form: the session's profile fields and survey, checked by the rules the api runs (signUpIssues). */
export function SignUpFormDialog({ form, onResult }: Props) {
  const id = useId();
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [survey, setSurvey] = useState<Record<number, SurveyDraft>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const clear = (field: string) => setErrors((e) => ({ ...e, [field]: undefined, _form: undefined }));
  const onFail = (env: Envelope) => {
    const result = resultOf(env.data, env.msg);
    if (result) return onResult(result);
    const field = (env.data as { field?: string } | null)?.field;
    setErrors({ [field ?? "_form"]: env.msg });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const payload = {
      strid: form.strId,
      setting: form.userDetailList.map((f) => {
        const a = answers[f.typeId] ?? EMPTY_ANSWER;
        return { k: f.typeId, n: f.name, d: a.d, v: a.v.trim() };
      }),
      surveySubmit: form.surveyList.flatMap((q) => surveyRows(q, survey[q.id] ?? EMPTY_SURVEY)),
    };
    const checked = validateForm(ApplySettingSchema, payload);
    if (!checked.ok) return setErrors(checked.errors);
    const found: FieldErrors = {};
    for (const issue of signUpIssues(form, checked.output)) found[issue.field] ??= issue.message;
    if (Object.keys(found).length) return setErrors(found);
    setPending(true);
    try {
      onResult(await applySetting(checked.output, { onFail }));
    } catch {
      // Shown under its field, or as the result pop-up, by onFail.
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="form training-form" onSubmit={submit} noValidate>
      <p className="training-form__intro">请完善以下报名信息</p>
      {form.userDetailList.map((f) => {
        const field = `setting.${f.typeId}`;
        const fieldId = `${id}-f${f.typeId}`;
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
      {form.surveyList.map((q) => {
        const field = `surveySubmit.${q.id}`;
        const fieldId = `${id}-q${q.id}`;
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
      {errors._form && (
        <p className="field__error" role="alert">
          {errors._form}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={pending}>
        {pending ? "提交中…" : "提交报名"}
      </button>
    </form>
  );
}
