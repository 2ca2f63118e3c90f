import { describe, expect, test } from "bun:test";
import { beijingJson } from "../beijing-time";

describe("beijingJson: how every answer is written", () => {
  test("a Date anywhere in the answer is Beijing text, an invalid one null; the rest as JSON.stringify writes it", () => {
    const at = new Date("2026-12-07T16:30:05Z");
    const answer = {
      code: 0,
      data: { at, list: [{ id: 1, when: at, none: null }, [at, "2026-01-01"]], bad: new Date(Number.NaN), gone: undefined },
    };
    expect(JSON.parse(beijingJson(answer))).toEqual({
      code: 0,
      data: {
        at: "2026-12-08 00:30:05",
        list: [{ id: 1, when: "2026-12-08 00:30:05", none: null }, ["2026-12-08 00:30:05", "2026-01-01"]],
        bad: null,
      },
    });
    // The answer itself is left as it was.
    expect(answer.data.at).toBe(at);
    expect(answer.data.list[0]).toEqual({ id: 1, when: at, none: null });
  });

  test("an answer without dates is exactly JSON.stringify's text", () => {
    const answer = { msg: "成功", n: [1, 2, { a: "x", b: true }], empty: {} };
    expect(beijingJson(answer)).toBe(JSON.stringify(answer));
  });
});
