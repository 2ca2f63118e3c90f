import { describe, expect, test } from "bun:test";
import { runLoadTest } from "../run-load-test";

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
      if (n % 10 === 0) return { code: 1, msg: "仅运营人员可以使用压测" };
      if (n % 25 === 0) throw new Error("offline");
      return { code: 0, msg: "成功" };
    };
    const result = await runLoadTest(send, 100, 6, (done) => progress.push(done));
    expect(sent).toBe(100);
    expect(most).toBe(6);
    expect(progress.at(-1)).toBe(100);
    expect(result.failed).toBe(12);
    expect(Object.fromEntries(result.failures)).toEqual({ "1 仅运营人员可以使用压测": 10, 网络错误: 2 });
    expect(result.p50Ms).toBeLessThanOrEqual(result.p95Ms);
    expect(result.p95Ms).toBeLessThanOrEqual(result.maxMs);
    expect(result.perSecond).toBeCloseTo(100 / (result.elapsedMs / 1000));
  });
});
