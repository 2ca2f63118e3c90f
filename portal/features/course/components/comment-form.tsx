import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { CourseCommentSchema } from "@/api/contract/course";
import { Field, invalidProps } from "@/portal/components/field";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { addComment } from "../add-comment";
import { COMMENT_KEYS } from "../comments";
import { getCourseDetailQueryOptions } from "../course-detail";
import { StarInput } from "./star-input";

type Values = { score: number; content: string };

/** 写评价: 1-5 stars and a text, checked with the call's own schema; the server's refusal shows above the button. */
export function CommentForm({ courseId }: { courseId: string }) {
  const queryClient = useQueryClient();
  const id = useId();
  const form = useSchemaForm({
    schema: CourseCommentSchema,
    defaultValues: { score: 0, content: "" } as Values,
    toInput: (values: Values) => ({ id: courseId, ...values }),
  });
  const score = form.watch("score");
  const submit = form.onSubmit(async (input) => {
    await addComment(input, (env) => form.serverError(env, { fields: ["score", "content"] }));
    toast("评价成功", { tone: "success" });
    form.reset();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: COMMENT_KEYS.all(courseId) }),
      queryClient.invalidateQueries({ queryKey: getCourseDetailQueryOptions(courseId).queryKey }),
    ]);
  });
  const contentError = form.errorOf("content");
  const formError = form.errorOf(FORM_ERROR);
  return (
    <form className="comment-form" onSubmit={submit} noValidate>
      <StarInput name={`${id}-score`} value={score} onChange={(n) => form.change("score", n)} />
      {form.errorOf("score") && (
        <p className="field__error" role="alert">
          {form.errorOf("score")}
        </p>
      )}
      <Field id={`${id}-content`} label="评价内容" error={contentError}>
        <textarea
          className="input comment-form__text"
          rows={3}
          maxLength={500}
          placeholder="说说你对这门课程的看法"
          {...invalidProps(`${id}-content`, contentError)}
          {...form.field("content")}
        />
      </Field>
      {formError && (
        <p className="field__error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={form.submitting}>
        {form.submitting ? "提交中…" : "发表评价"}
      </button>
    </form>
  );
}
