import { useId } from "react";
import { type Message, MessageReportSchema } from "@/api/contract/zhaopin-messages";
import { FormError } from "@/portal/components/form/form-error";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { TextAreaField } from "@/portal/components/form/text-field";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { useReportMessage } from "../report-message";

type Props = { message: Message; applicationId: number; onDone: () => void };

/** 举报: why this message of HR's breaks the rules; an operator reads it beside the message (HR is never told). */
export function ReportForm({ message, applicationId, onDone }: Props) {
  const id = useId();
  const form = useSchemaForm({ schema: MessageReportSchema, defaultValues: { reason: "" } });
  const report = useReportMessage(applicationId, { onFail: (env) => form.serverError(env, { fields: ["reason"] }) });

  const submit = form.onSubmit(async ({ reason }) => {
    await report.mutateAsync({ id: message.id, reason });
    toast("已举报，平台会尽快处理", { tone: "success" });
    onDone();
  });

  return (
    <form className="form msg-report" onSubmit={submit} noValidate>
      <blockquote className="msg-report__quote">{message.body}</blockquote>
      <TextAreaField
        id={`${id}-reason`}
        label="举报原因"
        required
        className="input msg-report__reason"
        rows={3}
        maxLength={200}
        placeholder="如：索要费用、发布虚假信息、骚扰辱骂等"
        error={form.errorOf("reason")}
        data-autofocus
        {...form.field("reason")}
      />
      <FormError message={form.errorOf(FORM_ERROR)} />
      <SubmitButton pending={report.isPending}>提交举报</SubmitButton>
    </form>
  );
}
