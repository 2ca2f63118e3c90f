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

/** Why a beat is sent: the timer while playing, playback starting, or a stop (pause, end, hidden, left) saving the position. */
type BeatKind = "tick" | "start" | "save";

/**
 * MoocTraining/Heartbeat for the open lesson: every HEARTBEAT_SECONDS while it plays and the page is visible, once as
 * playback starts (the server measures each claim against the wall clock since the previous beat, so this one starts
 * that clock), and once more to save the position when it pauses, ends, the page is hidden or the lesson is left. Each
 * beat claims the seconds actually played since the last one, so the stretch before a pause or the end counts too.
 * Answers `beat(kind)` for the player's events. The page keys the lesson's component by its id, so one hook serves
 * one lesson.
 */
export function useHeartbeat(courseId: string, lessonId: number, source: BeatSource) {
  const queryClient = useQueryClient();
  // The position the server holds: leaving a lesson that never moved sends nothing.
  const saved = useRef(Math.floor(source.position));

  const beat = useRef((kind: BeatKind) => {
    const position = Math.floor(source.position);
    const played = source.take();
    // A pause followed by `ended`, or a hide after a pause, has nothing new to say.
    if (kind === "save" && played === 0 && position === saved.current) return;
    saved.current = position;
    const key = getCourseStudyQueryOptions(courseId).queryKey;
    queryClient.setQueryData(key, (d) => d && applyBeat(d, lessonId, position, null));
    sendHeartbeat({ id: courseId, lessonId, position, played }).then(
      (result) => {
        const before = queryClient.getQueryData(key);
        const wasFinished = before?.chapters.some((c) => c.lessons.some((l) => l.id === lessonId && l.finished));
        queryClient.setQueryData(key, (d) => d && applyBeat(d, lessonId, position, result));
        void queryClient.invalidateQueries({ queryKey: getCourseDetailQueryOptions(courseId).queryKey });
        if (result.lessonFinished && !wasFinished) toast(result.courseFinished ? "恭喜，课程已学完" : "本课时已学完", { tone: "success" });
      },
      () => {}, // a lost beat costs its seconds only: the next one saves the position again
    );
  });

  useEffect(() => {
    const send = beat.current;
    const timer = setInterval(() => {
      if (source.playing && document.visibilityState === "visible") send("tick");
    }, HEARTBEAT_SECONDS * 1000);
    const onVisibility = () => {
      if (document.visibilityState === "hidden") send("save");
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      send("save");
    };
  }, [source]);

  return beat.current;
}
