import { describe, expect, test } from "bun:test";
import { CATALOGUE_SCROLL_MARGIN, hasNextPage, SCROLL_MARGIN, shouldLoadMore } from "../infinite-scroll";

const near = { contentBottom: 815, viewportHeight: 800, margin: SCROLL_MARGIN, armed: true, locked: false, hasMore: true };

describe("infinite scroll trigger", () => {
  test("fires when the content's bottom is within 20 px of the viewport", () => {
    expect(shouldLoadMore(near)).toBe(true);
    expect(shouldLoadMore({ ...near, contentBottom: 820 })).toBe(true);
    expect(shouldLoadMore({ ...near, contentBottom: 600 })).toBe(true);
    expect(shouldLoadMore({ ...near, contentBottom: 821 })).toBe(false);
  });

  test("catalogue pages use a 100 px margin", () => {
    expect(shouldLoadMore({ ...near, contentBottom: 890, margin: CATALOGUE_SCROLL_MARGIN })).toBe(true);
    expect(shouldLoadMore({ ...near, contentBottom: 901, margin: CATALOGUE_SCROLL_MARGIN })).toBe(false);
  });

  test("not before it is armed, not while locked, not past the last page", () => {
    expect(shouldLoadMore({ ...near, armed: false })).toBe(false);
    expect(shouldLoadMore({ ...near, locked: true })).toBe(false);
    expect(shouldLoadMore({ ...near, hasMore: false })).toBe(false);
  });

  test("pages remain only while currentPage is below totalPage", () => {
    expect(hasNextPage(1, 3)).toBe(true);
    expect(hasNextPage(3, 3)).toBe(false);
    expect(hasNextPage(1, 0)).toBe(false);
  });
});
