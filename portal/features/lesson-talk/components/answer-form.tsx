import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { ANSWER_MAX, LessonAnswerSchema } from "@/api/contract/lesson-talk";
import { FormError } from "@/portal/components/form/form-error";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { TextAreaField } from "@/portal/components/form/text-field";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { addAnswer, QUESTION_KEYS } from "../questions";

/** A learner's plain answer to another's question (讲师回答 come from the back office). */
export function AnswerForm({ questionId, onDone }: { questionId: number; onDone: () => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const form = useSchemaForm({
    schema: LessonAnswerSchema,
    defaultValues: { content: "" },
    toInput: (values: { content: string }) => ({ questionId, content: values.content }),
  });
  const submit = form.onSubmit(async (input) => {
    await addAnswer(input, (env) => form.serverError(env, { fields: ["content"] }));
    toast("回答成功", { tone: "success" });
    await queryClient.invalidateQueries({ queryKey: QUESTION_KEYS.all });
    onDone();
  });
  return (
    <form className="answer-form" onSubmit={submit} noValidate>
      <TextAreaField
        id={`${id}-content`}
        label="我的回答"
        error={form.errorOf("content")}
        rows={2}
        maxLength={ANSWER_MAX}
        {...form.field("content")}
      />
      <FormError message={form.errorOf(FORM_ERROR)} />
      <SubmitButton pending={form.submitting} className="btn btn--primary btn--sm">
        发表回答
      </SubmitButton>
    </form>
  );
}
