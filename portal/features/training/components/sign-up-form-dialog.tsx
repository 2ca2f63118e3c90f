import { type FormEvent, useId, useState } from "react";
import { type ApplySetting, ApplySettingSchema, signUpIssues } from "@/api/contract/training";
import { type Answer, EMPTY_ANSWER } from "@/portal/components/signup-form/answer";
import { SignUpFields } from "@/portal/components/signup-form/sign-up-fields";
import { EMPTY_SURVEY, type SurveyDraft } from "@/portal/components/signup-form/survey-answer";
import { type FieldErrors, validateForm } from "@/portal/lib/form";
import type { Envelope } from "@/portal/lib/protocol/client";
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
      <SignUpFields
        idPrefix={id}
        fields={form.userDetailList}
        questions={form.surveyList}
        answers={answers}
        setAnswers={setAnswers}
        survey={survey}
        setSurvey={setSurvey}
        errors={errors}
        clear={clear}
      />
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
