import { useId } from "react";
import { type Interview, InterviewReplySchema } from "@/api/contract/zhaopin-interviews";
import { FormError } from "@/portal/components/form/form-error";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { TextAreaField, TextField } from "@/portal/components/form/text-field";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { beijingNowInput, interviewWhen } from "../interview-view";
import { useReplyInterview } from "../reply-interview";

type Props = { interview: Interview; onDone: () => void };

/** 改约: the time I would rather come (Beijing, as the invitation's) and a word why; the company then decides. */
export function RescheduleForm({ interview, onDone }: Props) {
  const id = useId();
  const form = useSchemaForm({
    schema: InterviewReplySchema,
    defaultValues: { proposedTime: "", note: "" },
    // datetime-local writes 'YYYY-MM-DDTHH:mm'; the call reads Beijing 'YYYY-MM-DD HH:mm'.
    toInput: (values) => ({
      id: interview.id,
      reply: "reschedule",
      note: values.note,
      proposedTime: values.proposedTime.replace("T", " "),
    }),
  });
  const reply = useReplyInterview({ onFail: (env) => form.serverError(env, { fields: ["proposedTime", "note"] }) });

  const submit = form.onSubmit(async (input) => {
    await reply.mutateAsync(input);
    toast("已申请改约，请等待企业回复", { tone: "success" });
    onDone();
  });

  return (
    <form className="form zp-interview-form" onSubmit={submit} noValidate>
      <p className="zp-interview-form__subject">
        {interview.companyName} · {interview.positionTitle || "面试"}
        <span className="zp-interview-form__was">原定 {interviewWhen(interview.startsAt)}</span>
      </p>
      <TextField
        id={`${id}-time`}
        type="datetime-local"
        label="希望改约的时间（北京时间）"
        required
        min={beijingNowInput()}
        error={form.errorOf("proposedTime")}
        data-autofocus
        {...form.field("proposedTime")}
      />
      <TextAreaField
        id={`${id}-note`}
        label="留言"
        className="input zp-interview-form__textarea"
        rows={3}
        maxLength={200}
        placeholder="如：当天另有安排，希望改到下午"
        error={form.errorOf("note")}
        {...form.field("note")}
      />
      <FormError message={form.errorOf(FORM_ERROR)} />
      <SubmitButton pending={reply.isPending}>提交改约</SubmitButton>
    </form>
  );
}
