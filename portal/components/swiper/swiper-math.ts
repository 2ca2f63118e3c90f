/** Spec 001 section 9: four slides side by side, one and a peek (1.1) on screens under 1024 px. */
export const WIDE_FROM = 1024;
export const perViewOf = (wide: boolean) => (wide ? 4 : 1);

/** How many places the strip can stop at: the first slide shown at the left, up to the last full view. */
export const stopsOf = (count: number, perView: number) => Math.max(1, count - perView + 1);

/**
 * The stop a scroll position is at: the nearest slide start, or the last stop at the far end (where the strip cannot
 * bring the last slide to the left edge).
 */
export function stopAt(scrollLeft: number, maxScroll: number, step: number, stops: number) {
  if (step <= 0 || stops <= 1) return 0;
  if (scrollLeft >= maxScroll - 1) return stops - 1;
  return Math.min(stops - 1, Math.max(0, Math.round(scrollLeft / step)));
}
