import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { trainingIndustries } from "@/db/schema/common";
import { learningTags } from "@/db/schema/learning";
import { trainingCategories, trainings, trainingVisits } from "@/db/schema/training";
import { type TestClient, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { approveAttend } from "../sign-up";
import { makeTraining, signedInPeople } from "./helpers";

type Item = {
  strId: string;
  title: string;
  time: string;
  startTime: string;
  timeStatus: number;
  sta: number;
  lecturer: string;
  cate: string;
};
type Page = { list: Item[]; pager: { currentPage: number; pageSize: number; totalPage: number; totalRecord: number } };
type Detail = {
  strId: string;
  sta: number;
  timeStatus: number;
  lecturer: { name: string }[];
  attend: { id: number; audit: number };
  startTime: string;
  time: string;
  tra: { detailButton: string; hasJoinUrl: number; joinUrl: string; isApprove: number };
};

const HOUR = 3600_000;
const at = (iso: string) => new Date(iso);
let srv: TestServer;
let visitor: TestClient;
let cateId: number;
const s: Record<string, Awaited<ReturnType<typeof makeTraining>>> = {};

beforeAll(async () => {
  srv = await startTestServer();
  visitor = testClient(srv.url);
  const db = srv.deps.db;
  [{ id: cateId }] = await db.insert(trainingCategories).values({ name: "产品课程" }).returning();
  const now = Date.now();
  s.upcoming = await makeTraining(db, {
    title: "即将开始",
    categoryId: cateId,
    columnType: 1,
    startAt: new Date(now + 2 * HOUR),
    endAt: new Date(now + 3 * HOUR),
    lecturer: JSON.stringify([{ name: "王老师", title: "产品经理", imgUrl: "/a.png" }]),
    detailButton: {
      auditText: "审核中",
      auditQrCode: "",
      auditQrCodeText: "",
      successText: "报名成功",
      successQrCode: "/qr.png",
      successQrCodeText: "扫码进群",
    },
    isFeatured: 1,
  });
  s.live = await makeTraining(db, {
    title: "正在直播",
    columnType: 1,
    isHot: 1,
    startAt: new Date(now - HOUR),
    endAt: new Date(now + HOUR),
    joinUrl: "https://live.example.com/room/1",
    isApprove: 1,
  });
  s.liveNoLink = await makeTraining(db, { title: "直播无链接", startAt: new Date(now - HOUR), endAt: new Date(now + HOUR) });
  s.ended = await makeTraining(db, {
    title: "已结束回放",
    columnType: 2,
    startAt: new Date(now - 5 * HOUR),
    endAt: new Date(now - 4 * HOUR),
    dbUrl: "https://live.example.com/replay/1",
    lecturer: "不是JSON",
  });
  s.hidden = await makeTraining(db, { title: "未发布", published: 0 });
  s.fixed = await makeTraining(db, { title: "二月讲座", startAt: at("2026-01-31T16:30:00Z"), endAt: at("2026-01-31T18:00:00Z") });
}, 60_000);
afterAll(() => srv.stop());

describe("detail", () => {
  test("phase, time status, lecturers parsed, detailButton JSON, times in UTC+8", async () => {
    const res = await visitor.call<Detail>(`training/Detail?id=${s.upcoming.strId}`);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ sta: 1, timeStatus: 1, attend: { id: 0, audit: 0 }, lecturer: [{ name: "王老师" }] });
    expect(JSON.parse(res.data.tra.detailButton)).toMatchObject({ successText: "报名成功", successQrCodeText: "扫码进群" });
    expect((await visitor.call<Detail>(`training/Detail?id=${s.live.strId}`)).data).toMatchObject({ sta: 2, timeStatus: 0 });
    const ended = await visitor.call<Detail>(`training/Detail?id=${s.ended.strId}`);
    expect(ended.data).toMatchObject({ sta: 3, timeStatus: 2, lecturer: [] });
    // 2026-01-31 16:30 UTC is 2026-02-01 00:30 in Beijing.
    const fixed = await visitor.call<Detail>(`training/Detail?id=${s.fixed.strId}`);
    expect(fixed.data).toMatchObject({ startTime: "2026-02-01 00:30:00", time: "2026-02-01 00:30-02:00" });
    expect(await visitor.call(`training/Detail?id=${s.hidden.strId}`)).toMatchObject({ code: 1, msg: "课程不存在或已下线" });
  });

  test("the join link reaches only a person who may enter; the others learn that one is set", async () => {
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 18100000000);
    const before = await p.client.call<Detail>(`training/Detail?id=${s.live.strId}`);
    expect(before.data.tra).toMatchObject({ hasJoinUrl: 1, joinUrl: "", isApprove: 1 });
    const signed = await p.client.call<{ data: { attendId: number } }>(`training/apply?id=${s.live.strId}`);
    const review = await p.client.call<Detail>(`training/Detail?id=${s.live.strId}`);
    expect(review.data).toMatchObject({ attend: { id: signed.data.data.attendId, audit: 0 }, tra: { joinUrl: "" } });
    await approveAttend(srv.deps.db, signed.data.data.attendId);
    const approved = await p.client.call<Detail>(`training/Detail?id=${s.live.strId}`);
    expect(approved.data).toMatchObject({ attend: { audit: 1 }, tra: { joinUrl: "https://live.example.com/room/1" } });
  });
});

describe("live room and replay", () => {
  test("only signed-up (and approved) people get the link; each entry is recorded; none set reads 课程发布中", async () => {
    const [p, stranger] = await signedInPeople(srv.deps.db, srv.url, 2, 18200000000);
    expect(await visitor.call("training/Live", { strId: s.live.strId })).toMatchObject({ code: 1503 });
    expect(await stranger.client.call("training/Live", { strId: s.live.strId })).toMatchObject({ code: 1, msg: "请先报名该课程" });

    const signed = await p.client.call<{ isAp: number; data: { attendId: number } }>(`training/apply?id=${s.live.strId}`);
    expect(signed.data.isAp).toBe(1);
    expect(await p.client.call("training/Live", { strId: s.live.strId })).toMatchObject({
      code: 1,
      msg: "您的报名正在审核中，审核通过后即可观看",
    });
    await approveAttend(srv.deps.db, signed.data.data.attendId);
    expect(await p.client.call("training/Live", { strId: s.live.strId })).toMatchObject({
      code: 0,
      data: { url: "https://live.example.com/room/1" },
    });
    expect(await p.client.call("training/Live", { strId: s.live.strId })).toMatchObject({ code: 0 });

    // No replay link set for this one.
    expect(await p.client.call("training/Review", { strId: s.live.strId })).toMatchObject({
      code: 0,
      msg: "课程发布中",
      data: { url: "" },
    });

    await p.client.call(`training/apply?id=${s.ended.strId}`);
    expect(await p.client.call("training/Review", { strId: s.ended.strId })).toMatchObject({
      code: 0,
      data: { url: "https://live.example.com/replay/1" },
    });
    await p.client.call(`training/apply?id=${s.liveNoLink.strId}`);
    expect(await p.client.call("training/Live", { strId: s.liveNoLink.strId })).toMatchObject({ code: 0, msg: "课程发布中" });

    const visits = await srv.deps.db.select().from(trainingVisits).where(eq(trainingVisits.userId, p.id));
    expect(visits.map((v) => `${v.trainingId}:${v.kind}`).sort()).toEqual(
      [`${s.ended.id}:replay`, `${s.live.id}:live`, `${s.live.id}:live`].sort(),
    );
  });

  test("a sign-up while live answers the live room url; after the end the replay url", async () => {
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 18300000000);
    expect(await p.client.call(`training/apply?id=${s.liveNoLink.strId}`)).toMatchObject({
      data: { isAp: 0, url: `/training/Live/${s.liveNoLink.strId}` },
    });
    expect(await p.client.call(`training/apply?id=${s.ended.strId}`)).toMatchObject({ data: { url: `/training/Review/${s.ended.strId}` } });
  });
});

describe("lists", () => {
  test("Training/GetList3: pager shape, not-yet-ended first, filters", async () => {
    const res = await visitor.call<Page>("Training/GetList3", { currentPage: 1, pageSize: 2 });
    expect(res.data.pager).toEqual({ currentPage: 1, pageSize: 2, totalPage: 3, totalRecord: 5 });
    // Live and upcoming sessions (soonest start first) before the ended ones.
    expect(res.data.list.map((i) => i.title)).toEqual(["正在直播", "直播无链接"]);
    const page3 = await visitor.call<Page>("Training/GetList3", { currentPage: 3, pageSize: 2 });
    expect(page3.data.list.map((i) => i.title)).toEqual(["二月讲座"]);
    expect(page3.data.list[0]).toMatchObject({ timeStatus: 2, sta: 3 });

    const title = async (payload: Record<string, unknown>) =>
      (await visitor.call<Page>("Training/GetList3", payload)).data.list.map((i) => i.title).sort();
    expect(await title({ status: 0 })).toEqual(["正在直播", "直播无链接"].sort());
    expect(await title({ status: 1 })).toEqual(["即将开始"]);
    expect(await title({ status: 2 })).toEqual(["二月讲座", "已结束回放"].sort());
    expect(await title({ isHot: 1 })).toEqual(["正在直播"]);
    expect(await title({ key: "回放" })).toEqual(["已结束回放"]);
    expect(await title({ key: "%" })).toEqual([]);
    expect(await title({ cateId: cateId })).toEqual(["即将开始"]);
  });

  test("Training/GetList3 filters by training industry and learning tags, and answers the filter panel's options", async () => {
    const db = srv.deps.db;
    const [searchAds, feedAds] = await db
      .insert(learningTags)
      .values([
        { kind: "product", name: "搜索推广" },
        { kind: "product", name: "信息流推广" },
      ])
      .returning();
    const [optimiser] = await db.insert(learningTags).values({ kind: "gangwei", name: "优化师" }).returning();
    const [video] = await db.insert(learningTags).values({ kind: "resources", name: "直播课", sort: -1 }).returning();
    const [retail, software] = await db.select().from(trainingIndustries).orderBy(trainingIndustries.sort).limit(2);
    await db
      .update(trainings)
      .set({ industryIds: [retail.id], tagIds: [searchAds.id, optimiser.id] })
      .where(eq(trainings.id, s.upcoming.id));
    await db
      .update(trainings)
      .set({ industryIds: [retail.id, software.id], tagIds: [feedAds.id, video.id] })
      .where(eq(trainings.id, s.live.id));
    await db
      .update(trainings)
      .set({ industryIds: [software.id], tagIds: [searchAds.id] })
      .where(eq(trainings.id, s.ended.id));

    const title = async (payload: Record<string, unknown>) =>
      (await visitor.call<Page>("Training/GetList3", payload)).data.list.map((i) => i.title).sort();
    expect(await title({ industry: [retail.id] })).toEqual(["即将开始", "正在直播"].sort());
    // Within a kind any chosen tag will do; across kinds every kind must match. The query string's '3,7' form too.
    expect(await title({ product: `${searchAds.id},${feedAds.id}` })).toEqual(["即将开始", "已结束回放", "正在直播"].sort());
    expect(await title({ product: [searchAds.id], gangwei: [optimiser.id] })).toEqual(["即将开始"]);
    expect(await title({ industry: [software.id], product: [searchAds.id] })).toEqual(["已结束回放"]);
    expect(await title({ resource: [video.id], status: 2 })).toEqual([]);
    expect(await visitor.call("Training/GetList3", { product: "1,x" })).toMatchObject({ code: 1, msg: "参数错误" });

    const panel = (
      await visitor.call<{ traSeting: Record<string, { id: number; name?: string; title?: string }[]> }>("Training/GetList3", {})
    ).data.traSeting;
    expect(panel.product).toEqual([
      { id: searchAds.id, name: "搜索推广" },
      { id: feedAds.id, name: "信息流推广" },
    ]);
    expect(panel.resource).toEqual([{ id: video.id, name: "直播课" }]);
    expect(panel.gangwei).toEqual([{ id: optimiser.id, name: "优化师" }]);
    expect(panel.industry[0]).toEqual({ id: retail.id, title: retail.title });

    // The live list (Training/GetCateList) takes the same panel, with the same options beside its categories.
    const live = await visitor.call<Page & { traSeting: unknown }>("Training/GetCateList", {
      product: [searchAds.id],
      gangwei: [optimiser.id],
    });
    expect(live.data.list.map((i) => i.title)).toEqual(["即将开始"]);
    expect(live.data.traSeting).toEqual(panel);
  });

  test("Training/GetCateList gives the category's sessions and the categories", async () => {
    const res = await visitor.call<Page & { cates: { id: number; name: string }[] }>("Training/GetCateList", { cateId, currentPage: "1" });
    expect(res.data.list).toHaveLength(1);
    expect(res.data.list[0]).toMatchObject({ title: "即将开始", cate: "产品课程", lecturer: expect.stringContaining("王老师") });
    expect(res.data.cates).toEqual([{ id: cateId, name: "产品课程" }]);
    expect(await visitor.call("Training/GetCateList", { currentPage: 0 })).toMatchObject({ code: 1, msg: "页码错误" });
  });

  test("the schedule list and the month picker take UTC+8 month bounds", async () => {
    const feb = await visitor.call<Page>("training/LiveSchedulelist", { start: "2026-02-01", end: "2026-02-28" });
    expect(feb.data.list.map((i) => i.title)).toEqual(["二月讲座"]);
    const jan = await visitor.call<Page>("training/LiveSchedulelist", { start: "2026-01-01", end: "2026-01-31" });
    expect(jan.data.list).toEqual([]);
    const month = await visitor.call<{ month: string; end: string; days: { date: string; list: Item[] }[] }>("training/LivePreDetail", {
      start: "2026-02-01",
    });
    expect(month.data).toMatchObject({
      month: "2026-02",
      end: "2026-02-28",
      days: [{ date: "2026-02-01", list: [{ title: "二月讲座" }] }],
    });
    expect(await visitor.call("training/LivePreDetail", { start: "2026-02-30" })).toMatchObject({
      code: 1,
      msg: "日期格式错误",
      data: { field: "start" },
    });
  });

  test("learning/GetHomeLiveList by column, at most num; learning/GetCourseLiveList pages", async () => {
    const home = await visitor.call<Item[]>("learning/GetHomeLiveList", { columnType: 1, modulesId: 0, specialColumnId: 0, num: 5 });
    expect(home.data.map((i) => i.title)).toEqual(["正在直播", "即将开始"]);
    expect((await visitor.call<Item[]>("learning/GetHomeLiveList", { num: 5 })).data).toHaveLength(5);
    expect((await visitor.call<Item[]>("learning/GetHomeLiveList", { num: 2 })).data).toHaveLength(2);
    const course = await visitor.call<Page>("learning/GetCourseLiveList", { currentPage: 1 });
    expect(course.data.pager).toEqual({ currentPage: 1, pageSize: 10, totalPage: 1, totalRecord: 5 });
  });

  test("home pop-ups: the next choice session; the live session the person signed up for", async () => {
    expect(await visitor.call("training/GetChoiceNessLive")).toMatchObject({ code: 0, data: { title: "即将开始" } });
    expect(await visitor.call("training/GetCurrentLiveingPop")).toMatchObject({ code: 0, data: null });
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 18400000000);
    expect((await p.client.call("training/GetCurrentLiveingPop")).data).toBeNull();
    await p.client.call(`training/apply?id=${s.liveNoLink.strId}`);
    expect(await p.client.call("training/GetCurrentLiveingPop")).toMatchObject({ data: { title: "直播无链接", timeStatus: 0 } });
  });
});
