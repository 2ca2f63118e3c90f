import { describe, expect, test } from "bun:test";
import { beijingDateTime } from "../interviews/beijing-input";

describe("the invitation's time input, in Beijing time", () => {
  test("shows an instant as Beijing's wall clock and reads what is typed as Beijing's, wherever the browser is", () => {
    const at = new Date("2026-07-01T06:30:00.000Z");
    expect(beijingDateTime.format(at)).toBe("2026-07-01T14:30");
    expect(beijingDateTime.format(at.toISOString())).toBe("2026-07-01T14:30");
    expect(beijingDateTime.parse("2026-07-01T14:30")?.toISOString()).toBe(at.toISOString());
    // What the input already shows is formatted again as it is, never moved by the browser's own zone.
    expect(beijingDateTime.format("2026-07-01T14:30")).toBe("2026-07-01T14:30");
    expect(beijingDateTime.format(null)).toBe("");
    expect(beijingDateTime.parse("")).toBeNull();
  });
});
