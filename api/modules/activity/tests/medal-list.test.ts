import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { MyMedal } from "@/api/contract/my-credits";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { signedInPeople } from "../../training/tests/helpers";
import { createSpecial, visitTask } from "./fixtures";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.stop());

describe("my/getmedallist (the medals page)", () => {
  test("every medal with my levels: earned (userId > 0) only for me, isShare only with an earned level", async () => {
    const s = await createSpecial(srv.deps.db, 3);
    const [me, other] = await signedInPeople(srv.deps.db, srv.url, 2, 17400000000);
    expect((await testClient(srv.url).call("my/getmedallist", {})).code).toBe(1503);

    const draw = () => me.client.call("Activity/DrawUserMedal", { activityId: s.activityId, stepId: s.stepId });
    await visitTask(srv, me.client, me.id, s.tasks[0]!.id);
    expect((await draw()).code).toBe(0);

    const mine = await me.client.call<{ list: MyMedal[] }>("my/getmedallist", {});
    expect(mine.code).toBe(0);
    const medal = mine.data.list.find((m) => m.medal.id === s.medalId)!;
    expect(medal.list.map((l) => l.userId)).toEqual([me.id, 0]);
    expect(medal.isShare).toBe(1);
    // The same as my/getmedal answers for that medal.
    expect((await me.client.call<MyMedal>("my/getmedal", { id: s.medalId })).data).toEqual(medal);

    const theirs = (await other.client.call<{ list: MyMedal[] }>("my/getmedallist", {})).data.list.find((m) => m.medal.id === s.medalId)!;
    expect(theirs.list.every((l) => l.userId === 0)).toBe(true);
    expect(theirs.isShare).toBe(0);
  });
});
