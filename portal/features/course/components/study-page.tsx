import "./course.css";
import "./study.css";
import { useRouter } from "@tanstack/react-router";
import { useRef, useState } from "react";
import { courseQuizPath } from "@/api/contract/course-quiz";
import { AppLink } from "@/portal/components/app-link";
import { useBreakpoint } from "@/portal/components/use-breakpoint";
import type { LessonPlayer, StudyPanels } from "@/portal/lib/lesson-player";
import { useCourseStudy } from "../course-study";
import { nextLesson, pickLesson } from "../lesson-order";
import { studyHref } from "../study-href";
import { ChapterList } from "./chapter-list";
import { DocumentLesson } from "./document-lesson";
import { VideoLesson } from "./video-lesson";

/**
 * /mooctraining/StudyNew/{id}?lesson=: the player (or the PDF) on the left and the chapters on the right; on phones
 * the player on top and the chapters below, folded away on demand. `at` starts the video at a second (a note's link);
 * `panels` are what the route sets under the chapters and under the player (lesson notes and questions).
 */
export function StudyPage({ id, lessonId, at, panels }: { id: string; lessonId?: number; at?: number; panels?: StudyPanels }) {
  const detail = useCourseStudy(id);
  const router = useRouter();
  const [speed, setSpeed] = useState(1);
  const phone = useBreakpoint() === "phone";
  const [listOpen, setListOpen] = useState(true);
  // Set once a lesson ends and the next opens by itself: it plays on (the page has had the person's gesture).
  const [playOn, setPlayOn] = useState(false);
  const lesson = pickLesson(detail, lessonId);
  const next = lesson && nextLesson(detail, lesson.id);
  const goTo = (target: number) => void router.navigate({ href: studyHref(id, detail.title, target), replace: true });
  const player = useRef<LessonPlayer | null>(null);
  const shown =
    lesson &&
    panels?.({
      courseId: id,
      courseTitle: detail.title,
      lessonId: lesson.id,
      player,
      open: (target, second) => {
        if (target === lesson.id && player.current) player.current.seek(second);
        else void router.navigate({ href: studyHref(id, detail.title, target, second) });
      },
    });

  return (
    <div className="page container study-page">
      <nav className="study-page__crumbs" aria-label="当前位置">
        <AppLink href={`/MoocTraining/Detail/${encodeURIComponent(id)}`}>{detail.title}</AppLink>
        {lesson && <span aria-current="page">{lesson.title}</span>}
      </nav>
      <div className="study-page__layout">
        <section className="study-stage" aria-label="学习区">
          {!lesson ? (
            <p className="study-stage__empty">本课程暂无课时</p>
          ) : lesson.kind === "video" ? (
            <VideoLesson
              key={lesson.id}
              courseId={detail.strId}
              lesson={lesson}
              speed={speed}
              onSpeed={setSpeed}
              autoPlay={playOn}
              startAt={lesson.id === lessonId ? at : undefined}
              player={player}
              onEnded={() => {
                if (!next) return;
                setPlayOn(true);
                goTo(next.id);
              }}
            />
          ) : (
            <DocumentLesson key={lesson.id} courseId={id} lesson={lesson} />
          )}
          <div className="study-stage__bar">
            <h1 className="study-stage__title">{lesson?.title ?? detail.title}</h1>
            {detail.me?.finished ? (
              <span className="study-stage__done">课程已学完</span>
            ) : detail.me?.progress === 100 && detail.finalQuiz && !detail.finalQuiz.passed ? (
              <AppLink
                className="status-pill status-pill--warning study-stage__gate"
                href={courseQuizPath(detail.strId, detail.finalQuiz.id)}
              >
                完成结业测验即可结课
              </AppLink>
            ) : null}
            {/* The heartbeat's answers mark the lesson finished in the cache, and so offer the next. */}
            {lesson?.finished && next ? (
              <button type="button" className="btn btn--primary btn--sm" onClick={() => goTo(next.id)}>
                下一课时
              </button>
            ) : null}
          </div>
          {shown?.below}
        </section>
        <aside className="study-side" aria-label="课程目录">
          {/* A heading on every width (the chapters' titles sit under it); on phones it folds the list. */}
          <h2 className="study-side__head">
            {phone ? (
              <button type="button" className="study-side__toggle" aria-expanded={listOpen} onClick={() => setListOpen((o) => !o)}>
                课程目录
                <span className="study-side__progress">已学{detail.me?.progress ?? 0}%</span>
              </button>
            ) : (
              <span className="study-side__toggle">
                课程目录
                <span className="study-side__progress">已学{detail.me?.progress ?? 0}%</span>
              </span>
            )}
          </h2>
          <div className="study-side__list" hidden={phone && !listOpen}>
            <ChapterList
              courseId={detail.strId}
              chapters={detail.chapters}
              finalQuiz={detail.finalQuiz}
              signedIn
              href={(l) => studyHref(id, detail.title, l)}
              current={lesson?.id}
            />
          </div>
          {shown?.side}
        </aside>
      </div>
    </div>
  );
}
