import { useId } from "react";
import { type Interview, InterviewCancelSchema } from "@/api/contract/zhaopin-interviews";
import { FormError } from "@/portal/components/form/form-error";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { TextAreaField } from "@/portal/components/form/text-field";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { useCancelInterview } from "../cancel-interview";
import { interviewWhen } from "../interview-view";

type Props = { interview: Interview; onDone: () => void };

/** 取消面试: the reason is required, since the company reads it in its letter and SMS. */
export function CancelInterviewForm({ interview, onDone }: Props) {
  const id = useId();
  const form = useSchemaForm({ schema: InterviewCancelSchema, defaultValues: { reason: "" } });
  const cancel = useCancelInterview({ onFail: (env) => form.serverError(env, { fields: ["reason"] }) });

  const submit = form.onSubmit(async ({ reason }) => {
    await cancel.mutateAsync({ id: interview.id, reason });
    toast("已取消面试，企业会收到通知", { tone: "success" });
    onDone();
  });

  return (
    <form className="form zp-interview-form" onSubmit={submit} noValidate>
      <p className="zp-interview-form__subject">
        {interview.companyName} · {interview.positionTitle || "面试"}
        <span className="zp-interview-form__was">{interviewWhen(interview.startsAt)}</span>
      </p>
      <TextAreaField
        id={`${id}-reason`}
        label="取消原因"
        required
        className="input zp-interview-form__textarea"
        rows={3}
        maxLength={200}
        placeholder="企业会看到取消原因"
        error={form.errorOf("reason")}
        data-autofocus
        {...form.field("reason")}
      />
      <FormError message={form.errorOf(FORM_ERROR)} />
      <SubmitButton pending={cancel.isPending}>确认取消</SubmitButton>
    </form>
  );
}
