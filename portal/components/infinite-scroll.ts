/** Spec 000 section 2 and 001 section 9: the trigger margin, the lock after each trigger and the delay after load. */
export const SCROLL_MARGIN = 20;
export const CATALOGUE_SCROLL_MARGIN = 100;
export const LOCK_MS = 200;
export const ARM_MS = 1000;

export type ScrollState = {
  /** Bottom of the content, relative to the top of the viewport. */
  contentBottom: number;
  viewportHeight: number;
  margin: number;
  armed: boolean;
  locked: boolean;
  hasMore: boolean;
};

/** Pure: whether to ask for the next page now. */
export function shouldLoadMore(s: ScrollState) {
  return s.armed && !s.locked && s.hasMore && s.contentBottom - s.viewportHeight <= s.margin;
}

/** Whether pages remain after `currentPage` of `totalPage` (the spec's pager fields). */
export function hasNextPage(currentPage: number, totalPage: number) {
  return currentPage < totalPage;
}
