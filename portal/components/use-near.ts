import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the element has come within `margin` of the screen (true from the start when not `watching`). For images
 * far down a page that the browser's own lazy loading would still fetch with the page: Chromium starts those
 * 1250-2500 px ahead, which on a phone is most of the home page.
 */
export function useNear(ref: RefObject<Element | null>, watching: boolean, margin = "200px") {
  const [near, setNear] = useState(!watching);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    seen.observe(el);
    return () => seen.disconnect();
  }, [near, ref, margin]);
  return near;
}
