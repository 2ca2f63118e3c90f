import { describe, expect, test } from "bun:test";
import { stopAt, stopsOf } from "../swiper/swiper-math";

describe("swiper stops", () => {
  test("a strip stops at each slide until the last full view; a short strip does not move", () => {
    expect(stopsOf(5, 4)).toBe(2);
    expect(stopsOf(3, 4)).toBe(1);
    expect(stopsOf(5, 1)).toBe(5);
    expect(stopsOf(0, 1)).toBe(1);
  });

  test("the nearest slide start; the far end is the last stop even short of its slide's start", () => {
    expect(stopAt(0, 1000, 300, 5)).toBe(0);
    expect(stopAt(140, 1000, 300, 5)).toBe(0);
    expect(stopAt(160, 1000, 300, 5)).toBe(1);
    expect(stopAt(999.5, 1000, 300, 5)).toBe(4);
    expect(stopAt(50, 100, 0, 5)).toBe(0);
  });
});
