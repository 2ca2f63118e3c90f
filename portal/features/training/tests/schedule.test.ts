import { describe, expect, test } from "bun:test";
import { beijingDate, beijingMonth } from "@/api/contract/beijing-time";
import { cancelAction } from "../cancel-apply";
import { choicenessClosed, rememberChoicenessClosed } from "../choiceness";
import { dayLabel, monthDays, monthLabel, monthOrDefault, monthStart, shiftMonth } from "../schedule-month";

describe("the schedule's months (UTC+8)", () => {
  test("this month and today are China's, whatever the reader's zone", () => {
    const lateOn31Oct = Date.parse("2026-10-31T17:30:00Z"); // 01:30 on 1 November in China
    expect(beijingDate(lateOn31Oct)).toBe("2026-11-01");
    expect(beijingMonth(lateOn31Oct)).toBe("2026-11");
  });

  test("the address's month is used when real, else this month", () => {
    expect(monthOrDefault("2026-12", "2026-11")).toBe("2026-12");
    for (const bad of [undefined, "", "2026-13", "2026-1", "abc", "2026-11-05"]) expect(monthOrDefault(bad, "2026-11")).toBe("2026-11");
  });

  test("previous and next cross the year; labels and the pager's start", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-11", -1)).toBe("2026-10");
    expect(monthLabel("2026-11")).toBe("2026年11月");
    expect(monthLabel("2027-01")).toBe("2027年1月");
    expect(monthStart("2026-11")).toBe("2026-11-01");
  });

  test("a month's calendar: its days and the weekday it starts on", () => {
    const nov = monthDays("2026-11");
    expect(nov.days.length).toBe(30);
    expect(nov.days[0]).toBe("2026-11-01");
    expect(nov.firstWeekday).toBe(0); // 1 November 2026 is a Sunday
    expect(monthDays("2028-02").days.length).toBe(29);
    expect(dayLabel("2026-11-25")).toBe("11月25日 周三");
  });
});

describe("cancelling a sign-up on the detail page", () => {
  const base = { sta: 1, attend: { id: 3, audit: 1 }, attendStatus: "signed" as const };
  test("a held place: 取消报名; a queue position: 退出候补", () => {
    expect(cancelAction(base)?.label).toBe("取消报名");
    expect(cancelAction({ ...base, attendStatus: "waiting", attend: { id: 3, audit: 0 } })?.label).toBe("退出候补");
  });

  test("nothing to cancel without a place, after a refusal, or once the session has started", () => {
    expect(cancelAction({ ...base, attendStatus: "", attend: { id: 0, audit: 0 } })).toBeNull();
    expect(cancelAction({ ...base, attendStatus: "released" })).toBeNull();
    expect(cancelAction({ ...base, attend: { id: 3, audit: 2 } })).toBeNull();
    expect(cancelAction({ ...base, sta: 2 })).toBeNull();
    expect(cancelAction({ ...base, sta: 3 })).toBeNull();
  });
});

describe("the home choice-session pop-up, once closed", () => {
  const memory = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
  };

  test("stays closed for that session only", () => {
    const store = memory();
    expect(choicenessClosed(store, "demo-upcoming")).toBe(false);
    rememberChoicenessClosed(store, "demo-upcoming");
    rememberChoicenessClosed(store, "demo-upcoming");
    expect(choicenessClosed(store, "demo-upcoming")).toBe(true);
    expect(choicenessClosed(store, "demo-other")).toBe(false);
    expect(store.getItem("home-choiceness-closed")).toBe("demo-upcoming");
  });

  test("a refusing storage reads as not closed and remembers nothing, without failing", () => {
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(choicenessClosed(refusing, "x")).toBe(false);
    expect(() => rememberChoicenessClosed(refusing, "x")).not.toThrow();
  });
});
