import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { type CourseDetail, HEARTBEAT_SECONDS, type HeartbeatResult } from "@/api/contract/course";
import { toast } from "../../components/toast/toast-store";
import { getCourseDetailQueryOptions } from "./course-detail";
import { getCourseStudyQueryOptions } from "./course-study";
import { sendHeartbeat } from "./heartbeat";

/** What a lesson's player tells the heartbeat: where it is, whether it is playing, and the seconds played since the last take. */
export type BeatSource = { position: number; playing: boolean; take(): number };

/** The lesson's new standing in the study page's cache: where it is, what was credited, and the course's progress. */
function applyBeat(detail: CourseDetail, lessonId: number, position: number, result: HeartbeatResult | null): CourseDetail {
  const chapters = detail.chapters.map((c) => ({
    ...c,
    lessons: c.lessons.map((l) =>
      l.id !== lessonId ? l : { ...l, position, ...(result && { watched: result.watched, finished: result.lessonFinished }) },
    ),
  }));
  if (!result || !detail.me) return { ...detail, chapters };
  const lessons = chapters.flatMap((c) => c.lessons);
  const done = lessons.filter((l) => l.finished).length;
  const progress = lessons.length ? Math.floor((done / lessons.length) * 100) : 0;
  return {
    ...detail,
    chapters,
    me: { ...detail.me, started: 1, finished: result.courseFinished, progress, lastLessonId: lessonId },
  };
}

/**
 * MoocTraining/Heartbeat for the open lesson: every HEARTBEAT_SECONDS while it plays and the page is visible, and
 * once more to save the position when it pauses, ends, the page is hidden or the lesson is left. Each beat claims
 * the seconds actually played since the last one (the server credits no more than the time between beats), so the
 * last stretch before a pause or the end counts too. Answers `save()` for the player's pause and end.
 */
export function useHeartbeat(courseId: string, lessonId: number, source: BeatSource) {
  const queryClient = useQueryClient();
  // The position the server holds: leaving a lesson that never moved sends nothing.
  const saved = useRef(Math.floor(source.position));

  const beat = useRef((periodic: boolean) => {
    const position = Math.floor(source.position);
    const played = source.take();
    // A pause followed by `ended`, or a hide after a pause, has nothing new to say.
    if (!periodic && played === 0 && position === saved.current) return;
    saved.current = position;
    const key = getCourseStudyQueryOptions(courseId).queryKey;
    queryClient.setQueryData(key, (d) => d && applyBeat(d, lessonId, position, null));
    sendHeartbeat({ id: courseId, lessonId, position, played }).then(
      (result) => {
        const before = queryClient.getQueryData(key);
        const wasFinished = before?.chapters.some((c) => c.lessons.some((l) => l.id === lessonId && l.finished));
        queryClient.setQueryData(key, (d) => d && applyBeat(d, lessonId, position, result));
        void queryClient.invalidateQueries({ queryKey: getCourseDetailQueryOptions(courseId).queryKey });
        if (result.lessonFinished && !wasFinished) {
          toast(result.courseFinished ? "恭喜，课程已学完" : "本课时已学完", { tone: "success" });
        }
      },
      () => {}, // a lost beat costs its seconds only: the next one saves the position again
    );
  });

  useEffect(() => {
    const save = beat.current;
    const timer = setInterval(() => {
      if (source.playing && document.visibilityState === "visible") save(true);
    }, HEARTBEAT_SECONDS * 1000);
    const onVisibility = () => {
      if (document.visibilityState === "hidden") save(false);
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      save(false);
    };
  }, [source]);

  return () => beat.current(false);
}
