import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { CourseCommentSchema } from "@/api/contract/course";
import { ReviewFields } from "@/portal/components/review/review-fields";
import { toast } from "@/portal/components/toast/toast-store";
import { useSchemaForm } from "@/portal/lib/form";
import { addComment } from "../add-comment";
import { COMMENT_KEYS } from "../comments";
import { getCourseDetailQueryOptions } from "../course-detail";

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
  const submit = form.onSubmit(async (input) => {
    await addComment(input, (env) => form.serverError(env, { fields: ["score", "content"] }));
    toast("评价成功", { tone: "success" });
    form.reset();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: COMMENT_KEYS.all(courseId) }),
      queryClient.invalidateQueries({ queryKey: getCourseDetailQueryOptions(courseId).queryKey }),
    ]);
  });
  return (
    <form className="comment-form" onSubmit={submit} noValidate>
      <ReviewFields form={form} id={id} maxLength={500} placeholder="说说你对这门课程的看法" />
    </form>
  );
}
