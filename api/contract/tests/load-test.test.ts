import { describe, expect, test } from "bun:test";
import { isYaceRefusal, runLoadTest, YACE_MSG } from "../load-test";

describe("runLoadTest", () => {
  test("sends every run once, never more than `concurrency` at a time, and counts failures by reason", async () => {
    let inFlight = 0;
    let most = 0;
    let sent = 0;
    const progress: number[] = [];
    const send = async () => {
      const n = ++sent;
      inFlight++;
      most = Math.max(most, inFlight);
      await Bun.sleep(1);
      inFlight--;
      if (n % 10 === 0) return { code: 1, msg: "参数错误" };
      if (n % 25 === 0) throw new Error("offline");
      return { code: 0, msg: "成功" };
    };
    const result = await runLoadTest(send, { runs: 100, concurrency: 6, onProgress: (done) => progress.push(done), stopOn: isYaceRefusal });
    expect(sent).toBe(100);
    expect(result.sent).toBe(100);
    expect(result.stopped).toBeNull();
    expect(most).toBe(6);
    expect(progress.at(-1)).toBe(100);
    expect(result.failed).toBe(12);
    expect(Object.fromEntries(result.failures)).toEqual({ "1 参数错误": 10, 网络错误: 2 });
    expect(result.p50Ms).toBeLessThanOrEqual(result.p95Ms);
    expect(result.p95Ms).toBeLessThanOrEqual(result.maxMs);
    expect(result.perSecond).toBeCloseTo(100 / (result.elapsedMs / 1000));
  });

  test("a refusal of Help/yace itself stops the run: the calls in flight come back, no further one is sent", async () => {
    let sent = 0;
    const send = async () => {
      const n = ++sent;
      await Bun.sleep(1);
      return n >= 50 ? { code: 1, msg: YACE_MSG.tooMany } : { code: 0, msg: "成功" };
    };
    const result = await runLoadTest(send, { runs: 1000, concurrency: 6, onProgress: () => {}, stopOn: isYaceRefusal });
    expect(result.stopped).toBe(YACE_MSG.tooMany);
    // The 50th is refused; the five sent beside it are the last.
    expect(sent).toBeLessThanOrEqual(55);
    expect(result.sent).toBe(sent);
    expect(result.runs).toBe(1000);
    expect(result.failed).toBe(sent - 49);
    expect(isYaceRefusal({ code: 1, msg: YACE_MSG.production })).toBe(true);
    expect(isYaceRefusal({ code: 1, msg: "参数错误" })).toBe(false);
    expect(isYaceRefusal({ code: 0, msg: YACE_MSG.production })).toBe(false);
  });
});
