import { useEffect, useRef, useState } from "react";
import type { CourseLesson } from "@/api/contract/course";
import type { LessonPlayer } from "@/portal/lib/lesson-player";
import { attachSource } from "../attach-source";
import { PlayClock } from "../play-clock";
import { type BeatSource, useHeartbeat } from "../use-heartbeat";

/** The player's speed choices (倍速). */
const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;

/** The clock and the player's state as the heartbeat reads them, fed by the <video>'s events. */
function videoSource(position: number): BeatSource & { clock: PlayClock } {
  const clock = new PlayClock();
  return { clock, position, playing: false, take: () => clock.take() };
}

type Props = {
  courseId: string;
  lesson: CourseLesson;
  speed: number;
  onSpeed: (speed: number) => void;
  /** Start playing once loaded (the lesson before ended and this one followed). */
  autoPlay: boolean;
  /** Playback reached the end (the page moves on to the next lesson). */
  onEnded: () => void;
  /** Where to start instead of the saved second (a note's link: `?t=`). */
  startAt?: number;
  /** Filled with the player's control while it is shown (notes pin to its second and seek). */
  player?: { current: LessonPlayer | null };
};

/** A video lesson: HTML5 controls, 倍速, resuming at the saved second, and the heartbeat while it plays. */
export function VideoLesson({ courseId, lesson, speed, onSpeed, autoPlay, onEnded, startAt, player }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [source] = useState(() => videoSource(lesson.position));
  const [failed, setFailed] = useState(false);
  const beat = useHeartbeat(courseId, lesson.id, source);
  // Read once: the second to resume at when the metadata (the length) is known.
  const [resumeAt] = useState(startAt ?? lesson.position);

  useEffect(() => {
    if (!player) return;
    player.current = {
      currentSecond: () => Math.floor(video.current?.currentTime ?? 0),
      seek: (second) => {
        if (video.current) video.current.currentTime = second;
      },
    };
    return () => {
      player.current = null;
    };
  }, [player]);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    let undo: (() => void) | null = null;
    let gone = false;
    void attachSource(el, lesson.url).then(
      (u) => {
        if (gone) u();
        else undo = u;
      },
      () => setFailed(true),
    );
    return () => {
      gone = true;
      undo?.();
    };
  }, [lesson.url]);

  useEffect(() => {
    if (video.current) video.current.playbackRate = speed;
  }, [speed]);

  const el = () => video.current as HTMLVideoElement;
  return (
    <div className="study-video">
      {/* biome-ignore lint/a11y/useMediaCaption: the lessons are uploaded without captions; the course has none to give. */}
      <video
        ref={video}
        className="study-video__player"
        controls
        autoPlay={autoPlay}
        playsInline
        preload="metadata"
        aria-label={lesson.title}
        onLoadedMetadata={() => {
          el().playbackRate = speed;
          if (resumeAt > 0 && resumeAt < el().duration - 1) el().currentTime = resumeAt;
        }}
        onRateChange={() => onSpeed(el().playbackRate)}
        onPlaying={() => {
          source.playing = true;
          beat("start");
        }}
        onTimeUpdate={() => {
          source.position = el().currentTime;
          source.clock.tick(el().currentTime, !el().paused && !el().seeking);
        }}
        onSeeking={() => source.clock.seek()}
        onPause={() => {
          source.playing = false;
          beat("save");
        }}
        onEnded={() => {
          source.playing = false;
          beat("save");
          onEnded();
        }}
        onError={() => setFailed(true)}
      />
      {failed && <p className="study-video__error">视频加载失败，请刷新重试</p>}
      <label className="study-speed">
        倍速
        <select value={speed} onChange={(e) => onSpeed(Number(e.target.value))}>
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s}x
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
