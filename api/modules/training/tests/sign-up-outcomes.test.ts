import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { FIELD } from "@/api/contract/training";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";
import { releaseAttend } from "../sign-up";
import { addForm, makeTraining, signedInPeople } from "./helpers";

type Result = { isAp: number; msg: string; data: { attendId: number; audit: number; status: string; position: number } };

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

let nextMobile = 17800000000;
function people(n: number) {
  nextMobile += 100;
  return signedInPeople(srv.deps.db, srv.url, n, nextMobile);
}

/** The three outcomes the database decides (migrations 0022, 0048) and the words sign-up.ts gives each. */
describe("sign-up outcomes", () => {
  test("place: a free place signs the person up", async () => {
    const t = await makeTraining(srv.deps.db, { capacity: 1 });
    const [p] = await people(1);
    const res = await p.client.call<Result>(`training/apply?id=${t.strId}`);
    expect(res.data).toMatchObject({ isAp: 0, msg: "报名成功", data: { status: "signed", position: 0 } });
  });

  test("queue: with no place free the person waits, told their place in line", async () => {
    const t = await makeTraining(srv.deps.db, { capacity: 1 });
    const [first, second] = await people(2);
    await first.client.call(`training/apply?id=${t.strId}`);
    const res = await second.client.call<Result>(`training/apply?id=${t.strId}`);
    expect(res.data).toMatchObject({ isAp: 0, data: { status: "waiting", position: 1 } });
    expect(res.data.msg).toBe("名额已满，您已进入候补名单（第1位），有空位时将自动为您报名");
  });

  test("kept: asking again answers the sign-up as it stands, not the form; a cancelled one starts over", async () => {
    const t = await makeTraining(srv.deps.db, { capacity: 5 });
    await addForm(srv.deps.db, t.id, [{ name: "姓名", typeId: FIELD.name, isRequireded: 1 }]);
    const [p] = await people(1);
    const payload = { strid: t.strId, setting: [{ k: FIELD.name, v: "张三" }], surveySubmit: [] };
    const signed = await p.client.call<Result>("training/ApplySetting", payload);
    expect(signed.data.data.status).toBe("signed");
    const again = await p.client.call<Result>(`training/apply?id=${t.strId}`);
    expect(again).toMatchObject({ code: 0, data: { msg: "报名成功", data: { attendId: signed.data.data.attendId, status: "signed" } } });

    await releaseAttend(srv.deps.db, srv.deps.sms, signed.data.data.attendId, "cancel");
    expect(await p.client.call(`training/apply?id=${t.strId}`)).toMatchObject({ code: 1501, msg: "请完善报名信息" });
    const restarted = await p.client.call<Result>("training/ApplySetting", payload);
    expect(restarted.data.data).toMatchObject({ attendId: signed.data.data.attendId, status: "signed" });

    await releaseAttend(srv.deps.db, srv.deps.sms, signed.data.data.attendId, "reject");
    expect(await p.client.call(`training/apply?id=${t.strId}`)).toMatchObject({ code: 1, msg: "很抱歉，您的报名未通过审核" });
  });

  test("the rule itself: only a cancelled sign-up (released, not rejected) is not kept", async () => {
    const [answer] = await rows<{ kept: boolean[] }>(
      srv.deps.db,
      sql`select array[training_attend_kept('signed', 1), training_attend_kept('waiting', 0), training_attend_kept('released', 2),
        training_attend_kept('released', 1)] as kept`,
    );
    expect(answer.kept).toEqual([true, true, true, false]);
  });
});
