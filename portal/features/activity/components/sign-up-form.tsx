import { type FormEvent, useId, useState } from "react";
import { ActivitySignSchema, checkActivitySign } from "@/api/contract/activity";
import { alertModal } from "@/portal/components/modal/dialogs";
import { type Answer, EMPTY_ANSWER } from "@/portal/components/signup-form/answer";
import { SignUpFields } from "@/portal/components/signup-form/sign-up-fields";
import { EMPTY_SURVEY, type SurveyDraft, surveyValue } from "@/portal/components/signup-form/survey-answer";
import { type FieldErrors, validateForm } from "@/portal/lib/form";
import type { Envelope } from "@/portal/lib/protocol/client";
import type { ActivityDetail } from "../activity-detail";
import { useActivitySign } from "../activity-sign";

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
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [survey, setSurvey] = useState<Record<number, SurveyDraft>>({});
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  const showServerError = (env: Envelope) => {
    const field = (env.data as { field?: string } | null)?.field;
    setErrors({ [field ?? "_form"]: env.msg });
  };
  const sign = useActivitySign({ onFail: showServerError });

  const clear = (field: string) => setErrors((e) => ({ ...e, [field]: undefined, _form: undefined }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const payload = {
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
    };
    const checked = validateForm(ActivitySignSchema, payload);
    const found: FieldErrors = { ...checked.errors };
    const issue = checkActivitySign(detail, payload);
    if (issue) found[issue.field] ??= issue.msg;
    if (!checked.ok || issue) return setErrors(found);
    try {
      const { isAp } = await sign.mutateAsync(checked.output);
      const shown = SIGNED_UP[isAp === 1 ? 1 : 0];
      void alertModal(shown.text, { title: shown.title });
    } catch {
      // Shown under its field (or in a toast) by showServerError / the api layer.
    }
  };

  return (
    <form className="card form activity-form" onSubmit={submit} noValidate>
      <h2 className="activity-form__title">活动报名</h2>
      <SignUpFields
        idPrefix={id}
        fields={userDetailList}
        questions={surveyQuestions}
        answers={answers}
        setAnswers={setAnswers}
        survey={survey}
        setSurvey={setSurvey}
        errors={errors}
        clear={clear}
      />

      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={agree}
            onChange={(e) => {
              setAgree(e.target.checked);
              clear("agree");
            }}
            aria-invalid={errors.agree ? true : undefined}
          />
          <span>我已阅读并同意活动协议</span>
        </label>
        {activity.agreement && <p className="activity-form__agreement">{activity.agreement}</p>}
        {errors.agree && (
          <p className="field__error" role="alert">
            {errors.agree}
          </p>
        )}
      </div>

      {errors._form && (
        <p className="field__error" role="alert">
          {errors._form}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={sign.isPending}>
        {sign.isPending ? "提交中…" : "立即报名"}
      </button>
    </form>
  );
}
