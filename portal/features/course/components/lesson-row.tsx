import type { CourseLesson } from "@/api/contract/course";
import { clockText } from "../format";

/** 视频 / 文档 as a small glyph: a play triangle or a page. */
function KindIcon({ kind }: { kind: CourseLesson["kind"] }) {
  return (
    <svg className="lesson-row__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      {kind === "video" ? (
        <path d="M5 3.5v9l7-4.5z" fill="currentColor" />
      ) : (
        <path d="M4 2h5l3 3v9H4zM9 2v3h3M6 8h4M6 10.5h4" fill="none" stroke="currentColor" strokeWidth="1.2" />
      )}
    </svg>
  );
}

/** The person's state of a lesson: 已学完, the share watched, or nothing before any study. */
function lessonState(lesson: CourseLesson) {
  if (lesson.finished) return "已学完";
  if (lesson.watched > 0 && lesson.duration > 0) return `已学${Math.min(99, Math.floor((lesson.watched / lesson.duration) * 100))}%`;
  return "";
}

/** A lesson's line: kind, title, length (mm:ss) and the person's progress. */
export function LessonRow({ lesson, signedIn }: { lesson: CourseLesson; signedIn: boolean }) {
  const state = signedIn ? lessonState(lesson) : "";
  return (
    <>
      <KindIcon kind={lesson.kind} />
      <span className="lesson-row__kind">{lesson.kind === "video" ? "视频" : "文档"}</span>
      <span className="lesson-row__title">{lesson.title}</span>
      <span className="lesson-row__time">{clockText(lesson.duration)}</span>
      {state && <span className={`lesson-row__state${lesson.finished ? " lesson-row__state--done" : ""}`}>{state}</span>}
    </>
  );
}
