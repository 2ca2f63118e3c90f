import { useSyncExternalStore } from "react";

export type Breakpoint = "phone" | "tablet" | "desktop";

/** Spec 000 section 1: phones below 750 px, tablets up to 1024 px, desktops above. */
export const PHONE_BELOW = 750;
const TABLET_MAX = 1024;

export function breakpointOf(width: number): Breakpoint {
  if (width < PHONE_BELOW) return "phone";
  if (width <= TABLET_MAX) return "tablet";
  return "desktop";
}

const queries = [`(max-width: ${PHONE_BELOW - 0.02}px)`, `(max-width: ${TABLET_MAX}px)`];

function subscribe(onChange: () => void) {
  const lists = queries.map((q) => window.matchMedia(q));
  for (const list of lists) list.addEventListener("change", onChange);
  return () => {
    for (const list of lists) list.removeEventListener("change", onChange);
  };
}

/** The current layout class, updated when the window crosses a breakpoint. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(
    subscribe,
    () => breakpointOf(window.innerWidth),
    () => "desktop",
  );
}
