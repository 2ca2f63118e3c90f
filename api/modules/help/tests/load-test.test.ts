import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { YACE_CALLS_PER_WINDOW, YACE_MSG, YACE_RUNS, YACE_SAMPLE } from "@/api/contract/load-test";
import type { Db } from "@/db/client";
import { users } from "@/db/schema/account/users";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { signedInPeople } from "../../training/tests/helpers";

let srv: TestServer;
let production: TestServer;
beforeAll(async () => {
  [srv, production] = await Promise.all([
    startTestServer(),
    startTestServer({ NODE_ENV: "production", CAPTCHA_DRIVER: "builtin", PUBLIC_URL: "https://xuexi.example.com" }),
  ]);
});
afterAll(() => Promise.all([srv.stop(), production.stop()]));

/** A signed-in person made an operator. */
async function operatorOn(server: TestServer, mobile: number) {
  const [operator] = await signedInPeople(server.deps.db, server.url, 1, mobile);
  await makeOperator(server.deps.db, String(mobile));
  return operator;
}
const makeOperator = (db: Db, mobile: string) =>
  db
    .update(users)
    .set({ roles: ["person", "operator"] })
    .where(eq(users.mobile, mobile));

describe("Help/yace (the load-test call)", () => {
  test("a visitor is asked to sign in and a learner is refused: only operators load the site", async () => {
    expect(await testClient(srv.url).call("Help/yace", YACE_SAMPLE)).toMatchObject({ code: 1503 });
    const [learner] = await signedInPeople(srv.deps.db, srv.url, 1, 17710000000);
    expect(await learner.client.call("Help/yace", YACE_SAMPLE)).toMatchObject({ code: 1, msg: YACE_MSG.operatorsOnly });
  });

  test("an operator's call with the fixed sample does the help center's read and answers", async () => {
    const operator = await operatorOn(srv, 17720000000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => operator.client.call("Help/yace", YACE_SAMPLE)));
    for (const answer of answers) expect(answer).toMatchObject({ code: 0, data: { key: YACE_SAMPLE.key, categories: expect.any(Number) } });
    expect(await operator.client.call("Help/yace", { key: "x".repeat(51), currentPage: 1 })).toMatchObject({ code: 1, msg: "参数错误" });
  });

  test(
    "an operator is served two full runs in the window, then refused; another operator is still served",
    async () => {
      expect(YACE_CALLS_PER_WINDOW).toBe(2 * YACE_RUNS);
      const [first, second] = await signedInPeople(srv.deps.db, srv.url, 2, 17730000000);
      await makeOperator(srv.deps.db, first.mobile);
      await makeOperator(srv.deps.db, second.mobile);
      // Two runs of 1000, six calls at a time as a browser sends them: every one answered.
      let served = 0;
      const lanes = Array.from({ length: 6 }, async () => {
        while (served < YACE_CALLS_PER_WINDOW) {
          served++;
          const answer = await first.client.call("Help/yace", YACE_SAMPLE);
          if (answer.code !== 0) throw new Error(`call ${served}: ${answer.code} ${answer.msg}`);
        }
      });
      await Promise.all(lanes);
      expect(served).toBe(2000);
      // The 2001st is refused with the limit spelled out, and so is the next.
      expect(await first.client.call("Help/yace", YACE_SAMPLE)).toMatchObject({ code: 1, msg: YACE_MSG.tooMany });
      expect(await first.client.call("Help/yace", YACE_SAMPLE)).toMatchObject({ code: 1, msg: YACE_MSG.tooMany });
      expect(YACE_MSG.tooMany).toBe("压测过于频繁：每位运营人员每 10 分钟最多发送 2000 次（2 轮），请稍后再试");
      // The count is the caller's: another operator starts afresh.
      expect(await second.client.call("Help/yace", YACE_SAMPLE)).toMatchObject({ code: 0 });
    },
    { timeout: 120_000 },
  );

  test("in production the call is refused in Chinese, to operators too; a visitor is still asked to sign in", async () => {
    const operator = await operatorOn(production, 17740000000);
    // Production's public address is https, where the session cookie is __Host-sid (api/protocol/session.ts).
    operator.client.cookies.set("__Host-sid", operator.client.cookies.get("sid") ?? "");
    expect(await operator.client.call("Help/yace", YACE_SAMPLE)).toMatchObject({
      code: 1,
      msg: "生产环境不提供压测：Help/yace 只在开发与测试环境中应答",
    });
    expect(await testClient(production.url).call("Help/yace", YACE_SAMPLE)).toMatchObject({ code: 1503 });
  });
});
