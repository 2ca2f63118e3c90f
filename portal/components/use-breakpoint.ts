import { useSyncExternalStore } from "react";
import type { Breakpoint } from "@/api/contract/first-frame";

export type { Breakpoint };

/** Spec 000 section 1: phones below 750 px, tablets up to 1024 px, desktops above. */
const PHONE_BELOW = 750;
const TABLET_MAX = 1024;

export function breakpointOf(width: number): Breakpoint {
  if (width < PHONE_BELOW) return "phone";
  if (width <= TABLET_MAX) return "tablet";
  return "desktop";
}

/** Where there is no window (the server's first frame of a page) the layout class is the one the browser named. */
let serverBreakpoint: Breakpoint = "desktop";
export function renderForBreakpoint(breakpoint: Breakpoint) {
  serverBreakpoint = breakpoint;
}

let lists: { phone: MediaQueryList; tablet: MediaQueryList } | null = null;
const mediaLists = () =>
  (lists ??= {
    phone: window.matchMedia(`(max-width: ${PHONE_BELOW - 0.02}px)`),
    tablet: window.matchMedia(`(max-width: ${TABLET_MAX}px)`),
  });

/**
 * The layout class now, from the media queries: reading window.innerWidth instead forces the browser to lay the page
 * out there and then, which during a render cost a phone's first load of the exam list 65 ms (4x that throttled).
 */
export function currentBreakpoint(): Breakpoint {
  if (typeof window === "undefined") return serverBreakpoint;
  const { phone, tablet } = mediaLists();
  if (phone.matches) return "phone";
  return tablet.matches ? "tablet" : "desktop";
}

function subscribe(onChange: () => void) {
  const { phone, tablet } = mediaLists();
  for (const list of [phone, tablet]) list.addEventListener("change", onChange);
  return () => {
    for (const list of [phone, tablet]) list.removeEventListener("change", onChange);
  };
}

/** The current layout class, updated when the window crosses a breakpoint. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, currentBreakpoint, currentBreakpoint);
}
