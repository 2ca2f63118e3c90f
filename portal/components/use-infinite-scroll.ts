import { type RefObject, useEffect, useRef } from "react";
import { ARM_MS, LOCK_MS, SCROLL_MARGIN, shouldLoadMore } from "./infinite-scroll";

type Options = {
  /** The list whose bottom is watched. */
  contentRef: RefObject<HTMLElement | null>;
  onLoadMore: () => void;
  /** False past the last page: nothing more is asked for. */
  hasMore: boolean;
  /** Distance from the bottom of the viewport that triggers (20 px; catalogue pages use 100). */
  margin?: number;
};

/**
 * Asks for the next page when the bottom of the content comes within `margin` of the viewport: armed 1 s after the
 * page loads, locked 200 ms after each trigger, silent once there are no more pages.
 */
export function useInfiniteScroll({ contentRef, onLoadMore, hasMore, margin = SCROLL_MARGIN }: Options) {
  const latest = useRef({ onLoadMore, hasMore, margin });
  latest.current = { onLoadMore, hasMore, margin };

  useEffect(() => {
    let armed = false;
    let locked = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const check = () => {
      const el = contentRef.current;
      if (!el) return;
      const { onLoadMore, hasMore, margin } = latest.current;
      const state = {
        contentBottom: el.getBoundingClientRect().bottom,
        viewportHeight: window.innerHeight,
        margin,
        armed,
        locked,
        hasMore,
      };
      if (!shouldLoadMore(state)) return;
      locked = true;
      timers.push(setTimeout(() => (locked = false), LOCK_MS));
      onLoadMore();
    };
    timers.push(
      setTimeout(() => {
        armed = true;
        check();
      }, ARM_MS),
    );
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", check);
    return () => {
      for (const t of timers) clearTimeout(t);
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", check);
    };
  }, [contentRef]);
}
