import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { signedInPeople } from "../../training/tests/helpers";
import { sendLetter } from "../service";

type Item = { id: number; title: string; content: string; url: string; createTime: string; isRead: number };
type Page = {
  list: Item[];
  pager: { currentPage: number; pageSize: number; totalPage: number; totalRecord: number; tab: number };
  unread: number;
};

let srv: TestServer;
let me: Awaited<ReturnType<typeof signedInPeople>>[number];
let other: typeof me;

beforeAll(async () => {
  srv = await startTestServer();
  [me, other] = await signedInPeople(srv.deps.db, srv.url, 2, 17400000000);
  for (let i = 1; i <= 12; i++)
    await sendLetter(srv.deps.db, {
      userId: me.id,
      title: `通知${i}`,
      content: `第${i}封信`,
      link: i === 12 ? "/Training/Detail/abc" : "",
    });
  await sendLetter(srv.deps.db, { userId: other.id, title: "别人的信", content: "不该被看到" });
}, 60_000);
afterAll(() => srv.stop());

const page = (tab: number, currentPage = 1) => me.client.call<Page>("my/GetLetterList", { tab, currentPage, pageSize: 10 });

describe("the letters inbox", () => {
  test("lists the person's own letters newest first, ten a page, all unread at first", async () => {
    const first = await page(0);
    expect(first.code).toBe(0);
    expect(first.data.list.map((l) => l.title)).toEqual([
      "通知12",
      "通知11",
      "通知10",
      "通知9",
      "通知8",
      "通知7",
      "通知6",
      "通知5",
      "通知4",
      "通知3",
    ]);
    expect(first.data.list[0]).toMatchObject({ content: "第12封信", url: "/Training/Detail/abc", isRead: 0 });
    expect(first.data.list[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(first.data.pager).toEqual({ currentPage: 1, pageSize: 10, totalPage: 2, totalRecord: 12, tab: 0 });
    expect(first.data.unread).toBe(12);
    expect((await page(0, 2)).data.list.map((l) => l.title)).toEqual(["通知2", "通知1"]);
  });

  test("opening a letter reads it: the unread and read tabs follow, and reading again keeps it read", async () => {
    const [newest] = (await page(0)).data.list;
    const detail = await me.client.call<Item>("my/GetLetterDetail", { letterId: newest.id });
    expect(detail).toMatchObject({ code: 0, data: { id: newest.id, title: "通知12", isRead: 1 } });
    expect((await me.client.call<Item>("my/GetLetterDetail", { letterId: newest.id })).data.isRead).toBe(1);
    expect((await page(1)).data).toMatchObject({ pager: { totalRecord: 11, tab: 1 }, unread: 11 });
    expect((await page(2)).data.list.map((l) => l.id)).toEqual([newest.id]);
  });

  test("someone else's letter is as absent as a missing one", async () => {
    const theirs = (await other.client.call<Page>("my/GetLetterList", {})).data.list[0];
    expect(await me.client.call("my/GetLetterDetail", { letterId: theirs.id })).toMatchObject({ code: 1, msg: "站内信不存在" });
    expect(await me.client.call("my/markLetterRead", { letterId: theirs.id })).toMatchObject({ code: 1, msg: "站内信不存在" });
    expect((await other.client.call<Page>("my/GetLetterList", {})).data.list[0].isRead).toBe(0);
    expect(await me.client.call("my/GetLetterDetail", { letterId: "abc" })).toMatchObject({ code: 1 });
  });

  test("mark one, then mark all read; the header list shows the newest five and the unread count", async () => {
    const latest = await me.client.call<{ list: Item[]; unread: number }>("search/GetAllLetterList");
    expect(latest.data.list).toHaveLength(5);
    expect(latest.data.unread).toBe(11);
    expect(await me.client.call("my/markLetterRead", { letterId: latest.data.list[1].id })).toMatchObject({
      code: 0,
      msg: "已标记为已读",
      data: { marked: 1 },
    });
    expect(await me.client.call("my/markLetterRead", {})).toMatchObject({ code: 0, data: { marked: 10 } });
    expect((await page(1)).data).toMatchObject({ list: [], unread: 0 });
    // The other person's letter is untouched by my 'mark all'.
    expect((await other.client.call<Page>("my/GetLetterList", { tab: 1 })).data.unread).toBe(1);
  });

  test("a visitor is asked to log in; a bad tab is refused", async () => {
    expect(await testClient(srv.url).call("my/GetLetterList", {})).toMatchObject({ code: 1503 });
    expect(await me.client.call("my/GetLetterList", { tab: 7 })).toMatchObject({ code: 1, msg: "参数错误" });
  });
});
