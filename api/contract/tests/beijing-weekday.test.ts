import { expect, test } from "bun:test";
import { beijingWeekday } from "../beijing-time";

test("the weekday is Beijing's: past 16:00 UTC it is already the next day in China", () => {
  expect(beijingWeekday(Date.parse("2026-11-26T15:59:00Z"))).toBe("周四");
  expect(beijingWeekday(new Date("2026-11-26T16:00:00Z"))).toBe("周五");
  expect(beijingWeekday(Date.parse("2026-11-29T03:00:00Z"))).toBe("周日");
});
