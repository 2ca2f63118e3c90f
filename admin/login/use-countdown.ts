import { useCallback, useEffect, useState } from "react";

/** Seconds left of a countdown started with `start(n)`; 0 when idle. */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback((seconds: number) => setLeft(seconds), []);
  return [left, start] as const;
}
