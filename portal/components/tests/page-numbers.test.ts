import { describe, expect, test } from "bun:test";
import { pageNumbers } from "../page-numbers";

describe("page numbers (at most 10, ellipsis for gaps)", () => {
  test("every page when they fit", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageNumbers(10, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test("no pages, no numbers", () => {
    expect(pageNumbers(1, 0)).toEqual([]);
  });

  test("near the start: the first nine and the last", () => {
    expect(pageNumbers(1, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, "ellipsis", 30]);
    expect(pageNumbers(5, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, "ellipsis", 30]);
  });

  test("in the middle: the first, a window round the current page, the last", () => {
    expect(pageNumbers(15, 30)).toEqual([1, "ellipsis", 12, 13, 14, 15, 16, 17, 18, 19, "ellipsis", 30]);
  });

  test("near the end: the first and the last nine", () => {
    expect(pageNumbers(30, 30)).toEqual([1, "ellipsis", 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    expect(pageNumbers(27, 30)).toEqual([1, "ellipsis", 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });

  test("never more than 10 numbers, always the current page, first and last", () => {
    for (let total = 1; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        const items = pageNumbers(current, total);
        const numbers = items.filter((i): i is number => i !== "ellipsis");
        expect(numbers.length).toBeLessThanOrEqual(10);
        expect(numbers).toContain(current);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(total);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      }
    }
  });

  test("a current page out of range is brought inside it", () => {
    expect(pageNumbers(99, 12)).toEqual([1, "ellipsis", 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(pageNumbers(0, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, "ellipsis", 12]);
  });
});
