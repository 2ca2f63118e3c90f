import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { type LessonNote, LessonNoteEditSchema, NOTE_MAX, noteClock } from "@/api/contract/lesson-talk";
import { FormError } from "@/portal/components/form/form-error";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { TextAreaField } from "@/portal/components/form/text-field";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { deleteNote, NOTE_KEYS, updateNote } from "../notes";

function NoteEdit({ note, onDone, refresh }: { note: LessonNote; onDone: () => void; refresh: () => Promise<unknown> }) {
  const id = useId();
  const form = useSchemaForm({
    schema: LessonNoteEditSchema,
    defaultValues: { content: note.content },
    toInput: (values: { content: string }) => ({ noteId: note.id, content: values.content, shared: note.shared }),
  });
  const submit = form.onSubmit(async (input) => {
    await updateNote(input, (env) => form.serverError(env, { fields: ["content"] }));
    await refresh();
    onDone();
  });
  return (
    <form className="note-edit" onSubmit={submit} noValidate>
      <TextAreaField
        id={`${id}-content`}
        label="修改笔记"
        error={form.errorOf("content")}
        rows={3}
        maxLength={NOTE_MAX}
        {...form.field("content")}
      />
      <FormError message={form.errorOf(FORM_ERROR)} />
      <div className="note-item__actions">
        <SubmitButton pending={form.submitting} className="btn btn--primary btn--sm">
          保存
        </SubmitButton>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone}>
          取消
        </button>
      </div>
    </form>
  );
}

/** One of my notes: its second (a click seeks there), the text, and 公开 / 私密, 编辑, 删除 of my own. */
export function NoteItem({ note, courseId, onSeek }: { note: LessonNote; courseId: string; onSeek: (second: number) => void }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  // Mine, and the course's public notes when it is or was shared.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: NOTE_KEYS.mine(courseId) }),
      queryClient.invalidateQueries({ queryKey: NOTE_KEYS.public(courseId) }),
    ]);
  const run = async (step: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await step();
      toast(done, { tone: "success" });
      await refresh();
    } finally {
      setBusy(false);
    }
  };
  const clock = noteClock(note.second);
  return (
    <li className="note-item">
      <button type="button" className="note-item__at" onClick={() => onSeek(note.second)} aria-label={`跳到 ${clock}`}>
        {clock}
      </button>
      {editing ? (
        <NoteEdit note={note} refresh={refresh} onDone={() => setEditing(false)} />
      ) : (
        <div className="note-item__body">
          <p className="note-item__text">{note.content}</p>
          <p className="note-item__meta">
            <span className={note.shared ? "note-badge note-badge--public" : "note-badge"}>
              {note.hidden ? "已被隐藏" : note.shared ? "公开" : "私密"}
            </span>
            <span className="note-item__actions">
              <button
                type="button"
                className="link-button"
                disabled={busy}
                onClick={() =>
                  run(
                    () => updateNote({ noteId: note.id, content: note.content, shared: note.shared ? 0 : 1 }),
                    note.shared ? "已设为私密" : "已分享到公开笔记",
                  )
                }
              >
                {note.shared ? "设为私密" : "分享"}
              </button>
              <button type="button" className="link-button" onClick={() => setEditing(true)}>
                编辑
              </button>
              <button
                type="button"
                className="link-button link-button--danger"
                disabled={busy}
                onClick={() => run(() => deleteNote(note.id), "笔记已删除")}
              >
                删除
              </button>
            </span>
          </p>
        </div>
      )}
    </li>
  );
}
