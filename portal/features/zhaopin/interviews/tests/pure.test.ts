import { describe, expect, test } from "bun:test";
import { beijingNowInput, interviewWhen, isOpenInterview, isWebLink, telHref } from "../interview-view";

describe("an invitation as the candidate reads it", () => {
  test("its time is Beijing's with the weekday; now is Beijing's wherever the browser is", () => {
    expect(interviewWhen("2026-07-01 14:30")).toBe("2026-07-01 14:30 周三");
    expect(interviewWhen("")).toBe("");
    expect(beijingNowInput(Date.UTC(2026, 5, 30, 17, 5))).toBe("2026-07-01T01:05");
  });

  test("only http(s) addresses open as links; phones dial without spaces or dashes", () => {
    expect(isWebLink("https://meeting.tencent.com/dm/abc")).toBe(true);
    expect(isWebLink("HTTP://x.cn")).toBe(true);
    expect(isWebLink("javascript:alert(1)")).toBe(false);
    expect(isWebLink("腾讯会议 123 456 789")).toBe(false);
    expect(telHref("+86 139-0000-0001")).toBe("tel:+8613900000001");
    expect(telHref("0755-1234567")).toBe("tel:07551234567");
  });

  test("pending, accepted and reschedule are open; declined and cancelled are over", () => {
    expect(["pending", "accepted", "reschedule", "declined", "cancelled"].map((s) => isOpenInterview(s as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
