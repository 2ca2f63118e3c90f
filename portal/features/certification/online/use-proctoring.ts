import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { type ClientEventKind, type OnlineEventAnswer, SNAPSHOT_SECONDS } from "@/api/contract/online-exam";
import { sendEvent } from "./send-event";
import { snapshotOf } from "./use-camera";

/** The first snapshot soon after the start; the next ones at random between SNAPSHOT_SECONDS.min and .max. */
const FIRST_SNAPSHOT_MS = 5000;
const nextSnapshotMs = () => (SNAPSHOT_SECONDS.min + Math.random() * (SNAPSHOT_SECONDS.max - SNAPSHOT_SECONDS.min)) * 1000;
/** A lost focus this soon after a full-screen exit is the same leave (the system left full screen as the person switched away). */
const SAME_LEAVE_MS = 500;

type Options = {
  attemptId: number;
  /** Proctored attempts only. */
  enabled: boolean;
  /** The live camera preview, snapshots are drawn from. */
  video: RefObject<HTMLVideoElement | null>;
  /** The page was reloaded (or opened again) during the attempt. */
  resumed: boolean;
  /** The server's count after each event (violations, limit, ended). */
  onAnswer: (answer: OnlineEventAnswer) => void;
};

const isFullscreen = () => document.fullscreenElement !== null;

/** Asks for full screen (needs the person's click); a browser refusing it changes nothing else. */
export function enterFullscreen() {
  if (isFullscreen() || !document.documentElement.requestFullscreen) return;
  void document.documentElement.requestFullscreen().catch(() => {});
}

/**
 * Proctoring of an attempt: camera snapshots at random intervals, leaves of the page (hidden tab or lost focus, once
 * per leave) and exits of full screen reported as they happen, a reload reported once. Answers `reportPaste` for the
 * answer fields and whether the page is in full screen.
 */
export function useProctoring({ attemptId, enabled, video, resumed, onAnswer }: Options) {
  const answered = useRef(onAnswer);
  answered.current = onAnswer;
  const [fullscreen, setFullscreen] = useState(() => typeof document !== "undefined" && isFullscreen());

  const report = useCallback(
    async (kind: ClientEventKind, photo?: string) => {
      const env = await sendEvent(attemptId, kind, photo).catch(() => null);
      if (env?.code === 0) answered.current(env.data);
    },
    [attemptId],
  );

  useEffect(() => {
    if (!enabled || !resumed) return;
    void report("resume");
  }, [enabled, resumed, report]);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout>;
    const take = async () => {
      const photo = video.current ? snapshotOf(video.current) : "";
      if (photo) await report("snapshot", photo);
      timer = setTimeout(take, nextSnapshotMs());
    };
    timer = setTimeout(take, FIRST_SNAPSHOT_MS);
    return () => clearTimeout(timer);
  }, [enabled, video, report]);

  useEffect(() => {
    if (!enabled) return;
    // Left the page (hidden or unfocused) and not back yet: a hidden tab and a lost focus are the same leave.
    let away = false;
    // A reload or a move away from the page hides it too: not a leave (a reload is reported as 'resume').
    let unloading = false;
    let exitedAt = Number.NEGATIVE_INFINITY;
    let wasFull = isFullscreen();
    const leave = (kind: ClientEventKind) => {
      if (unloading || away) return;
      if (kind === "blur") {
        away = true;
        // The system leaving full screen as the person switches away: one leave, already counted.
        if (performance.now() - exitedAt < SAME_LEAVE_MS) return;
      } else exitedAt = performance.now();
      void report(kind);
    };
    const back = () => {
      away = false;
    };
    const visibility = () => (document.visibilityState === "hidden" ? leave("blur") : back());
    const blur = () => leave("blur");
    const unload = () => {
      unloading = true;
    };
    const fullscreenChange = () => {
      const full = isFullscreen();
      setFullscreen(full);
      if (wasFull && !full) leave("fullscreen-exit");
      wasFull = full;
    };
    document.addEventListener("visibilitychange", visibility);
    window.addEventListener("blur", blur);
    window.addEventListener("focus", back);
    window.addEventListener("pagehide", unload);
    window.addEventListener("beforeunload", unload);
    document.addEventListener("fullscreenchange", fullscreenChange);
    return () => {
      document.removeEventListener("visibilitychange", visibility);
      window.removeEventListener("blur", blur);
      window.removeEventListener("focus", back);
      window.removeEventListener("pagehide", unload);
      window.removeEventListener("beforeunload", unload);
      document.removeEventListener("fullscreenchange", fullscreenChange);
    };
  }, [enabled, report]);

  const reportPaste = useCallback(() => {
    if (enabled) void report("paste");
  }, [enabled, report]);

  return { reportPaste, fullscreen };
}
