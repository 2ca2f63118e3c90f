import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Notice } from "@/api/contract/announcement";
import { announcements } from "@/db/schema/announcement";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { signedInPeople } from "../../training/tests/helpers";

const DAY = 24 * 3600_000;

let srv: TestServer;
let me: Awaited<ReturnType<typeof signedInPeople>>[number];
let other: typeof me;
let card: number;

beforeAll(async () => {
  srv = await startTestServer();
  [me, other] = await signedInPeople(srv.deps.db, srv.url, 2, 17410000000);
  const now = Date.now();
  const showing = { startAt: new Date(now - DAY), endAt: new Date(now + DAY) };
  const rows = await srv.deps.db
    .insert(announcements)
    .values([
      { title: "滚动公告", types: 1, sort: 1, ...showing },
      { title: "卡片公告", subTitle: "副标题", contents: "卡片详情", types: 2, sort: 2, ...showing },
      { title: "弹窗公告", contents: "弹窗详情", types: 3, sort: 3, ...showing },
      { title: "未开始", types: 1, startAt: new Date(now + DAY), endAt: new Date(now + 2 * DAY) },
      { title: "已结束", types: 1, startAt: new Date(now - 2 * DAY), endAt: new Date(now - DAY) },
      { title: "未发布", types: 1, published: 0, ...showing },
    ])
    .returning({ id: announcements.id });
  card = rows[1].id;
}, 60_000);
afterAll(() => srv.stop());

const titles = (list: Notice[]) => list.map((n) => n.title);

describe("announcements on the home page", () => {
  test("a visitor sees the published ones inside their start and end, in the operator's order", async () => {
    const res = await testClient(srv.url).call<Notice[]>("home/GetNotice");
    expect(res.code).toBe(0);
    expect(titles(res.data)).toEqual(["滚动公告", "卡片公告", "弹窗公告"]);
    expect(res.data[1]).toMatchObject({ id: card, subTitle: "副标题", types: 2, contents: "卡片详情" });
    expect(res.data[1].createDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  test("a closed card stays closed for that person only, also after closing it again", async () => {
    expect(await me.client.call("home/CloseNotice", { id: card })).toMatchObject({ code: 0, data: { id: card } });
    expect(await me.client.call("home/CloseNotice", { id: card })).toMatchObject({ code: 0 });
    expect(titles((await me.client.call<Notice[]>("home/GetNotice")).data)).toEqual(["滚动公告", "弹窗公告"]);
    expect(titles((await other.client.call<Notice[]>("home/GetNotice")).data)).toEqual(["滚动公告", "卡片公告", "弹窗公告"]);
  });

  test("a visitor's close is kept in the browser: the call asks for a login; an unknown id is refused", async () => {
    expect(await testClient(srv.url).call("home/CloseNotice", { id: card })).toMatchObject({ code: 1503 });
    expect(await me.client.call("home/CloseNotice", { id: 999999 })).toMatchObject({ code: 1, msg: "公告不存在" });
    expect(await me.client.call("home/CloseNotice", { id: "x" })).toMatchObject({ code: 1 });
  });
});
