import type { StudyContext } from "@/portal/lib/lesson-player";
import { useOwnNotes } from "../notes";
import { NoteForm } from "./note-form";
import { NoteItem } from "./note-item";

/** 我的笔记 of the open lesson, in time order, under the box that writes one; only I see them unless shared. */
export function NotePanel({ ctx }: { ctx: StudyContext }) {
  const { data } = useOwnNotes(ctx.courseId);
  const notes = data?.filter((n) => n.lessonId === ctx.lessonId) ?? [];
  return (
    <div className="note-panel">
      <NoteForm ctx={ctx} />
      {data && !notes.length && <p className="talk-empty">本课时还没有笔记，边看边记吧</p>}
      <ol className="note-list" aria-label="本课时笔记">
        {notes.map((n) => (
          <NoteItem key={n.id} note={n} courseId={ctx.courseId} onSeek={(s) => ctx.open(n.lessonId, s)} />
        ))}
      </ol>
    </div>
  );
}
