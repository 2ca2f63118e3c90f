import { useEffect, useState } from "react";
import type { CourseLesson } from "@/api/contract/course";
import { type BeatSource, useHeartbeat } from "../use-heartbeat";
import { VisibleClock } from "../visible-clock";

/** A document "plays" while it is on screen: the heartbeat claims the visible seconds. */
function documentSource(): BeatSource & { clock: VisibleClock } {
  const clock = new VisibleClock(document.visibilityState === "visible");
  return { clock, position: 0, playing: true, take: () => clock.take() };
}

type Props = { courseId: string; lesson: CourseLesson };

/** A PDF lesson shown in the page, with a link to open it on its own (phones' browsers may not show PDFs inline). */
export function DocumentLesson({ courseId, lesson }: Props) {
  const [source] = useState(documentSource);
  const beat = useHeartbeat(courseId, lesson.id, source);
  // Opening the document starts the server's clock for the first claim, as playback does for a video.
  useEffect(() => beat("start"), [beat]);
  useEffect(() => {
    const onVisibility = () => source.clock.setVisible(document.visibilityState === "visible");
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [source]);
  return (
    <div className="study-document">
      <iframe className="study-document__frame" src={lesson.url} title={lesson.title} />
      <a className="study-document__open" href={lesson.url} target="_blank" rel="noopener">
        在新窗口打开文档
      </a>
    </div>
  );
}
