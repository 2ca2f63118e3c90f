import { useEffect, useRef, useState } from "react";

/**
 * Seconds left of the attempt: the server's `durationSeconds` counted down on the page's monotonic clock
 * (performance.now) from the moment its answer arrived, never from the browser's own date, which may be set wrong.
 * `onTimeUp` runs once at zero.
 */
export function useExamClock(durationSeconds: number, receivedAt: number, onTimeUp: () => void) {
  const leftNow = () => Math.max(0, Math.ceil(durationSeconds - (performance.now() - receivedAt) / 1000));
  const [left, setLeft] = useState(leftNow);
  const timeUp = useRef(onTimeUp);
  timeUp.current = onTimeUp;
  // biome-ignore lint/correctness/useExhaustiveDependencies: leftNow reads only the two numbers listed.
  useEffect(() => {
    let done = false;
    const tick = () => {
      const s = leftNow();
      setLeft(s);
      if (s === 0 && !done) {
        done = true;
        clearInterval(timer);
        timeUp.current();
      }
    };
    const timer = setInterval(tick, 250);
    tick();
    return () => clearInterval(timer);
  }, [durationSeconds, receivedAt]);
  return left;
}

/** 01:05:09, or 05:09 under an hour. */
export function clockText(seconds: number) {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${two(h)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
