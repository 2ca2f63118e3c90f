import { useId } from "react";
import type { Envelope } from "@/api/contract/protocol/client";
import { type ApplySetting, ApplySettingSchema, signUpIssues } from "@/api/contract/training";
import { FormError } from "@/portal/components/form/form-error";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { EMPTY_ANSWER } from "@/portal/components/signup-form/answer";
import { SignUpFields } from "@/portal/components/signup-form/sign-up-fields";
import { EMPTY_SURVEY, type SurveyDraft } from "@/portal/components/signup-form/survey-answer";
import { useSignUpForm } from "@/portal/components/signup-form/use-sign-up-form";
import { FORM_ERROR } from "@/portal/lib/form";
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
export function SignUpFormDialog({ form: signUp, onResult }: Props) {
  const id = useId();
  const { form, fieldProps } = useSignUpForm({
    schema: ApplySettingSchema,
    toInput: ({ answers, survey }) => ({
      strid: signUp.strId,
      setting: signUp.userDetailList.map((f) => {
        const a = answers[f.typeId] ?? EMPTY_ANSWER;
        return { k: f.typeId, n: f.name, d: a.d, v: a.v.trim() };
      }),
      surveySubmit: signUp.surveyList.flatMap((q) => surveyRows(q, survey[q.id] ?? EMPTY_SURVEY)),
    }),
    // The form's own rules, once the payload is well formed.
    check: (_, output) => output && signUpIssues(signUp, output).map((issue) => ({ field: issue.field, msg: issue.message })),
  });
  const formError = form.errorOf(FORM_ERROR);
  const onFail = (env: Envelope) => {
    const result = resultOf(env.data, env.msg);
    if (result) return onResult(result);
    form.serverError(env);
  };

  // Shown under its field, or as the result pop-up, by onFail.
  const submit = form.onSubmit(async (input) => onResult(await applySetting(input, { onFail })));

  return (
    <form className="form training-form" onSubmit={submit} noValidate>
      <p className="training-form__intro">请完善以下报名信息</p>
      <SignUpFields idPrefix={id} fields={signUp.userDetailList} questions={signUp.surveyList} {...fieldProps} />
      <FormError message={formError} />
      <SubmitButton pending={form.submitting}>提交报名</SubmitButton>
    </form>
  );
}
