import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { LessonQuestionSchema, QUESTION_MAX } from "@/api/contract/lesson-talk";
import { FormError } from "@/portal/components/form/form-error";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { TextAreaField } from "@/portal/components/form/text-field";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import type { StudyContext } from "@/portal/lib/lesson-player";
import { uploadFile } from "@/portal/lib/upload-file";
import { addQuestion, QUESTION_KEYS } from "../questions";

type Values = { content: string; picture: string };

/** 提问: the text and an optional picture (uploaded the portal's way, checked by its content on the server). */
export function QuestionForm({ ctx }: { ctx: StudyContext }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const form = useSchemaForm({
    schema: LessonQuestionSchema,
    defaultValues: { content: "", picture: "" } as Values,
    toInput: (values: Values) => ({ id: ctx.courseId, lessonId: ctx.lessonId, ...values }),
  });
  const picture = form.watch("picture");
  const submit = form.onSubmit(async (input) => {
    await addQuestion(input, (env) => form.serverError(env, { fields: ["content", "picture"] }));
    toast("提问成功", { tone: "success" });
    form.reset();
    await queryClient.invalidateQueries({ queryKey: QUESTION_KEYS.lesson(ctx.courseId, ctx.lessonId) });
  });
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      form.change("picture", await uploadFile("common", file));
    } catch (err) {
      form.showError("picture", (err as Error).message);
    } finally {
      setUploading(false);
    }
  };
  return (
    <form className="question-form" onSubmit={submit} noValidate aria-label="提问">
      <TextAreaField
        id={`${id}-content`}
        label="我的问题"
        error={form.errorOf("content")}
        rows={3}
        maxLength={QUESTION_MAX}
        placeholder="学习中遇到的问题，讲师和同学会来解答"
        {...form.field("content")}
      />
      <div className="question-form__bar">
        {picture ? (
          <span className="question-form__picture">
            <img src={`${picture}?w=320`} alt="已选配图" />
            <button type="button" className="link-button link-button--danger" onClick={() => form.change("picture", "")}>
              移除图片
            </button>
          </span>
        ) : (
          <label className="btn btn--ghost btn--sm question-form__upload">
            {uploading ? "上传中…" : "添加图片"}
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              className="visually-hidden"
              disabled={uploading}
              onChange={(e) => {
                void pick(e.target.files?.[0]);
                e.target.value = "";
              }}
            />
          </label>
        )}
        <SubmitButton pending={form.submitting || uploading} className="btn btn--primary btn--sm">
          提交问题
        </SubmitButton>
      </div>
      <FormError message={form.errorOf("picture")} />
      <FormError message={form.errorOf(FORM_ERROR)} />
    </form>
  );
}
