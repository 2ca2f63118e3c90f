import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { AttendedTrainingPage } from "@/api/contract/my-courses";
import { trainingAttends, trainingVisits } from "@/db/schema/training";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeTraining, signedInPeople } from "../../training/tests/helpers";

const HOUR = 3600_000;
let srv: TestServer;
let me: Awaited<ReturnType<typeof signedInPeople>>[number];
let other: typeof me;
const strIds: Record<string, string> = {};

beforeAll(async () => {
  srv = await startTestServer();
  const db = srv.deps.db;
  [me, other] = await signedInPeople(db, srv.url, 2, 17600000000);
  const now = Date.now();
  const at = (hours: number) => new Date(now + hours * HOUR);
  const make = async (key: string, title: string, startIn: number, values: Parameters<typeof makeTraining>[1] = {}) => {
    const t = await makeTraining(db, { title, startAt: at(startIn), endAt: at(startIn + 2), cover: `/upload/${key}.webp`, ...values });
    strIds[key] = t.strId;
    return t;
  };
  const live = await make("live", "正在直播的课", -1);
  const ended = await make("ended", "已结束的课", -48);
  const rejected = await make("rejected", "被拒绝的课", -24, { isApprove: 1 });
  const theirs = await make("theirs", "别人报名的课", 30);
  await make("open", "明天的课", 24);
  await make("review", "需审核的课", 48, { isApprove: 1 });
  await make("full", "已满的课", 72, { capacity: 1 });
  await make("cancelled", "取消了的课", 96);
  await db.insert(trainingAttends).values([
    { trainingId: live.id, userId: me.id, status: "signed" },
    { trainingId: ended.id, userId: me.id, status: "signed" },
    { trainingId: rejected.id, userId: me.id, status: "released", audit: 2 },
    { trainingId: theirs.id, userId: other.id, status: "signed" },
  ]);
  await db.insert(trainingVisits).values({ trainingId: live.id, userId: me.id, kind: "live" });
  // The rest through the sign-up calls, as people do it.
  expect((await other.client.call(`training/apply?id=${strIds.full}`)).code).toBe(0);
  for (const key of ["open", "review", "full", "cancelled"])
    expect((await me.client.call(`training/apply?id=${strIds[key]}`)).code).toBe(0);
  expect((await me.client.call("training/CancelApply", { strId: strIds.cancelled })).code).toBe(0);
}, 60_000);
afterAll(() => srv.stop());

const list = (who = me, payload: Record<string, unknown> = {}) => who.client.call<AttendedTrainingPage>("my/trainingattend", payload);

describe("my/trainingattend", () => {
  test("lists the sessions the person signed up for, latest first, with where each sign-up stands", async () => {
    const page = await list();
    expect(page.code).toBe(0);
    expect(page.data.list.map((t) => [t.title, t.statusText, t.timeStatus])).toEqual([
      ["已满的课", "候补中", 1],
      ["需审核的课", "审核中", 1],
      ["明天的课", "已报名", 1],
      ["正在直播的课", "已参加", 0],
      ["被拒绝的课", "未通过", 2],
      ["已结束的课", "已报名", 2],
    ]);
    const byKey = (key: string) => page.data.list.find((t) => t.strId === strIds[key])!;
    expect(byKey("live")).toMatchObject({ imageUrl: "/upload/live.webp", status: "attended", roomUrl: `/training/Live/${strIds.live}` });
    expect(byKey("ended").roomUrl).toBe(`/training/Review/${strIds.ended}`);
    // No room before the start, nor for a place not (yet) held.
    for (const key of ["open", "review", "full", "rejected"]) expect(byKey(key).roomUrl).toBe("");
    // '2026-11-22 19:30-21:30', or with the end date when it ends the next day (UTC+8).
    expect(byKey("open").time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(-| 至 \d{4}-\d{2}-\d{2} )\d{2}:\d{2}$/);
    expect(byKey("open").startTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(page.data.pager).toEqual({ currentPage: 1, pageSize: 10, totalPage: 1, totalRecord: 6 });
  });

  test("pages, and nothing of anyone else's", async () => {
    const second = await list(me, { currentPage: 2, pageSize: 4 });
    expect(second.data.list.map((t) => t.title)).toEqual(["被拒绝的课", "已结束的课"]);
    expect(second.data.pager).toEqual({ currentPage: 2, pageSize: 4, totalPage: 2, totalRecord: 6 });
    expect((await list(other)).data.list.map((t) => [t.title, t.statusText])).toEqual([
      ["已满的课", "已报名"],
      ["别人报名的课", "已报名"],
    ]);
    expect((await list()).data.list.map((t) => t.title)).not.toContain("别人报名的课");
  });

  test("a visitor is asked to log in (1503); a page that is not one is refused", async () => {
    expect((await testClient(srv.url).call("my/trainingattend", {})).code).toBe(1503);
    expect(await list(me, { currentPage: "x" })).toMatchObject({ code: 1, msg: "参数格式错误" });
    expect(await list(me, { currentPage: -1 })).toMatchObject({ code: 1, msg: "页码错误" });
  });
});
