import { useId } from "react";
import { type ActivityDetail, ActivitySignSchema, checkActivitySign } from "@/api/contract/activity";
import { AgreementCheckbox } from "@/portal/components/form/agreement-checkbox";
import { FormError } from "@/portal/components/form/form-error";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { alertModal } from "@/portal/components/modal/dialogs";
import { EMPTY_ANSWER } from "@/portal/components/signup-form/answer";
import { SignUpFields } from "@/portal/components/signup-form/sign-up-fields";
import { EMPTY_SURVEY, surveyValue } from "@/portal/components/signup-form/survey-answer";
import { useSignUpForm } from "@/portal/components/signup-form/use-sign-up-form";
import { FORM_ERROR } from "@/portal/lib/form";
import { useActivitySign } from "../activity-sign";
import { openActivityAgreement } from "./open-activity-agreement";

/** What each isAp tells the person (spec 000 section 4). */
const SIGNED_UP = {
  0: { title: "报名成功", text: "您已成功报名本次活动，活动开始前我们会通过短信提醒您。" },
  1: { title: "提交成功", text: "报名信息已提交，正在审核中。审核结果将通过短信和站内信通知您，请留意查收。" },
} as const;

type Props = { detail: ActivityDetail; source: string };

/** The sign-up form: the operator's profile fields, the survey and the agreement; checked as the api checks it. */
export function SignUpForm({ detail, source }: Props) {
  const id = useId();
  const { activity, userDetailList, surveyQuestions } = detail;
  const { form, fieldProps } = useSignUpForm({
    schema: ActivitySignSchema,
    toInput: ({ answers, survey, agree }) => ({
      activityId: activity.id,
      source,
      setting: userDetailList.map((f) => {
        const a = answers[f.typeId] ?? EMPTY_ANSWER;
        return { k: f.typeId, n: f.name, d: a.d, v: a.v.trim() };
      }),
      surveySubmit: surveyQuestions.map((q) => ({
        questionType: q.questionType,
        questionId: q.id,
        itemId: "0",
        value: surveyValue(q, survey[q.id] ?? EMPTY_SURVEY),
      })),
      agree,
    }),
    check: (input) => checkActivitySign(detail, input as Parameters<typeof checkActivitySign>[1]),
  });
  const sign = useActivitySign({ onFail: (env) => form.serverError(env) });
  const agree = form.watch("agree");
  const agreeError = form.errorOf("agree");
  const formError = form.errorOf(FORM_ERROR);
  // Without a text of its own there is nothing to open: the label names the agreement plainly.
  const agreementText = activity.agreement.trim();

  const submit = form.onSubmit(async (input) => {
    const { isAp } = await sign.mutateAsync(input);
    const shown = SIGNED_UP[isAp === 1 ? 1 : 0];
    void alertModal(shown.text, { title: shown.title });
  });

  return (
    <form className="card form activity-form" onSubmit={submit} noValidate>
      <h2 className="activity-form__title">活动报名</h2>
      <SignUpFields idPrefix={id} fields={userDetailList} questions={surveyQuestions} {...fieldProps} />

      <div className="field">
        <AgreementCheckbox
          id={`${id}-agree`}
          label={agreementText ? "我已阅读并同意" : "我已阅读并同意活动协议"}
          documents={agreementText ? [{ title: "《活动协议》", open: () => openActivityAgreement(agreementText) }] : undefined}
          checked={agree}
          onChange={(checked) => form.change("agree", checked)}
          invalid={!!agreeError}
        />
        <FormError message={agreeError} />
      </div>

      <FormError message={formError} />
      <SubmitButton pending={sign.isPending}>立即报名</SubmitButton>
    </form>
  );
}
