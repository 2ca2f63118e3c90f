import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { YACE_SAMPLE } from "@/api/contract/load-test";
import { users } from "@/db/schema/account/users";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { signedInPeople } from "../../training/tests/helpers";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.stop());

describe("Help/yace (the load-test call)", () => {
  test("a visitor is asked to sign in and a learner is refused: only operators load the site", async () => {
    expect(await testClient(srv.url).call("Help/yace", YACE_SAMPLE)).toMatchObject({ code: 1503 });
    const [learner] = await signedInPeople(srv.deps.db, srv.url, 1, 17710000000);
    expect(await learner.client.call("Help/yace", YACE_SAMPLE)).toMatchObject({ code: 1, msg: "仅运营人员可以使用压测" });
  });

  test("an operator's call with the fixed sample does the help center's read and answers", async () => {
    const [operator] = await signedInPeople(srv.deps.db, srv.url, 1, 17720000000);
    await srv.deps.db
      .update(users)
      .set({ roles: ["person", "operator"] })
      .where(eq(users.mobile, "17720000000"));
    const answers = await Promise.all(Array.from({ length: 20 }, () => operator.client.call("Help/yace", YACE_SAMPLE)));
    for (const answer of answers) expect(answer).toMatchObject({ code: 0, data: { key: YACE_SAMPLE.key, categories: expect.any(Number) } });
    expect(await operator.client.call("Help/yace", { key: "x".repeat(51), currentPage: 1 })).toMatchObject({ code: 1, msg: "参数错误" });
  });
});
