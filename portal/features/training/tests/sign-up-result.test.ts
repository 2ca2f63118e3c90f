import { describe, expect, test } from "bun:test";
import { beijingInstant, zonedInstant } from "@/api/contract/beijing-time";
import { COUNTDOWN_OFFSET, countdownParts } from "../beijing-time";
import { parseDetailButton } from "../detail-button";
import { resultOf } from "../training-apply";

describe("reading sign-up answers", () => {
  test("a failed answer that carries isAp is still a result; one without is not", () => {
    const refused = { isAp: 2, msg: "本课程为定向邀请课程，您暂未获得邀请", url: "", data: null };
    expect(resultOf(refused, "x")).toEqual(refused);
    expect(resultOf(null, "课程不存在或已下线")).toBeNull();
    expect(resultOf({ field: "strid" }, "参数错误")).toBeNull();
    expect(resultOf({ isAp: 0, msg: "", url: "/training/Live/a" }, "报名成功")).toEqual({
      isAp: 0,
      msg: "报名成功",
      url: "/training/Live/a",
      data: null,
    });
  });

  test("detailButton is JSON text; anything else reads as no texts", () => {
    expect(parseDetailButton('{"successText":"报名成功","successQrCode":"/qr.png"}')).toEqual({
      successText: "报名成功",
      successQrCode: "/qr.png",
    });
    expect(parseDetailButton("not json")).toEqual({});
    expect(parseDetailButton("null")).toEqual({});
  });
});

describe("the start countdown", () => {
  test("UTC+8 text is read as China time, whatever the reader's zone", () => {
    expect(new Date(beijingInstant("2026-11-25 09:00:00")).toISOString()).toBe("2026-11-25T01:00:00.000Z");
    expect(new Date(zonedInstant("2026-11-25 09:00:00", 10)).toISOString()).toBe("2026-11-24T23:00:00.000Z");
  });

  test("days, hours and minutes (a started minute counts), zero once passed", () => {
    const startTime = "2026-11-25 09:00:00";
    const start = beijingInstant(startTime);
    const minute = 60_000;
    expect(countdownParts(startTime, start - (2 * 1440 + 23 * 60 + 35) * minute)).toEqual({ days: 2, hours: 23, minutes: 35 });
    expect(countdownParts(startTime, start - 30_000)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(countdownParts(startTime, start + minute)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  test("the product page's offset 10 counts down to two hours earlier than the detail page's 8", () => {
    const startTime = "2026-11-25 09:00:00";
    const now = beijingInstant("2026-11-24 09:00:00");
    expect(countdownParts(startTime, now, COUNTDOWN_OFFSET.detail)).toEqual({ days: 1, hours: 0, minutes: 0 });
    expect(countdownParts(startTime, now, COUNTDOWN_OFFSET.product)).toEqual({ days: 0, hours: 22, minutes: 0 });
  });
});
