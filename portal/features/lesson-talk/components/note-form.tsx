import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { LessonNoteSchema, NOTE_MAX, noteClock } from "@/api/contract/lesson-talk";
import { FormError } from "@/portal/components/form/form-error";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { TextAreaField } from "@/portal/components/form/text-field";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import type { StudyContext } from "@/portal/lib/lesson-player";
import { addNote, NOTE_KEYS } from "../notes";

type Values = { content: string; shared: boolean };

/**
 * 记笔记: the box pins the note to the video's second when the person starts writing (记在 05:12; 重新定位 takes the
 * second now), private unless 分享到公开笔记 is ticked; checked with the call's own schema.
 */
export function NoteForm({ ctx }: { ctx: StudyContext }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [pinned, setPinned] = useState<number | null>(null);
  const now = () => ctx.player.current?.currentSecond() ?? 0;
  const form = useSchemaForm({
    schema: LessonNoteSchema,
    defaultValues: { content: "", shared: false } as Values,
    toInput: (values: Values) => ({
      id: ctx.courseId,
      lessonId: ctx.lessonId,
      second: pinned ?? now(),
      content: values.content,
      shared: values.shared ? 1 : 0,
    }),
  });
  const submit = form.onSubmit(async (input) => {
    await addNote(input, (env) => form.serverError(env, { fields: ["content"] }));
    toast("笔记已保存", { tone: "success" });
    form.reset();
    setPinned(null);
    await queryClient.invalidateQueries({ queryKey: NOTE_KEYS.mine(ctx.courseId) });
    if (input.shared) await queryClient.invalidateQueries({ queryKey: NOTE_KEYS.public(ctx.courseId) });
  });
  return (
    <form className="note-form" onSubmit={submit} noValidate aria-label="记笔记">
      <p className="note-form__at">
        <span>{pinned === null ? "记在当前播放位置" : `记在 ${noteClock(pinned)}`}</span>
        {ctx.player.current && (
          <button type="button" className="link-button" onClick={() => setPinned(now())}>
            重新定位
          </button>
        )}
      </p>
      <TextAreaField
        id={`${id}-content`}
        label="笔记内容"
        error={form.errorOf("content")}
        rows={3}
        maxLength={NOTE_MAX}
        placeholder="记下这一刻的要点"
        {...form.field("content")}
        onFocus={() => setPinned((p) => p ?? now())}
      />
      <div className="note-form__bar">
        <label className="note-switch">
          <input type="checkbox" {...form.field("shared")} />
          分享到公开笔记
        </label>
        <SubmitButton pending={form.submitting} className="btn btn--primary btn--sm">
          保存笔记
        </SubmitButton>
      </div>
      <FormError message={form.errorOf(FORM_ERROR)} />
    </form>
  );
}
