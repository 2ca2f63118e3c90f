import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import {
  type AdminBrowser,
  adminBrowser,
  adminSignIn,
  auditRows,
  listQuery as q,
  signedInAs,
  signedInOperator,
  userWith,
} from "@/api/admin/tests/support";
import { companies } from "@/db/schema/company";
import { courses } from "@/db/schema/course";
import { interestOptions } from "@/db/schema/interest";
import { letters } from "@/db/schema/letters/letters";
import { coursePackItems, coursePackMembers, coursePackReplies, coursePacks } from "@/db/schema/study";
import { trainings } from "@/db/schema/training";
import { startTestServer, type TestServer } from "@/tests/support/server";

let srv: TestServer;
let op: AdminBrowser;
let hr: AdminBrowser;
let creator: { id: number };
let member: { id: number };
let pack: { id: number };
let other: { id: number };
let reply: { id: number };
let options: { id: number }[];

beforeAll(async () => {
  srv = await startTestServer();
  const db = srv.deps.db;
  const [company] = await db.insert(companies).values({ companyName: "学习包公司" }).returning();
  op = await signedInOperator(db, srv.url, "13900000811", "运营学习包");
  hr = await signedInAs(db, srv.url, "13900000812", { roles: ["person", "enterprise"], companyId: company!.id, chineseName: "人事" });
  creator = await userWith(db, "13900000814", { chineseName: "包主" });
  member = await userWith(db, "13900000815", { chineseName: "成员乙" });
  const poster = await userWith(db, "13900000816", { chineseName: "成员丙" });
  const [c1, c2, c3] = await db
    .insert(courses)
    .values([
      { strId: "pack-c1", title: "千川入门" },
      { strId: "pack-c2", title: "数据分析" },
      { strId: "pack-c3", title: "已下线课", published: 0 },
    ])
    .returning();
  const now = new Date();
  const [live] = await db.insert(trainings).values({ strId: "pack-live", title: "直播复盘", startAt: now, endAt: now }).returning();
  options = await db
    .insert(interestOptions)
    .values([
      { cateId: 8, title: "投放策略", value: 1 },
      { cateId: 8, title: "私域运营", value: 5 },
    ])
    .returning();
  [pack, other] = await db
    .insert(coursePacks)
    .values([
      { creatorId: creator.id, title: "投放进阶包", memo: "从入门到进阶", shared: 1 },
      { creatorId: member.id, title: "另一个包" },
    ])
    .returning();
  await db.insert(coursePackItems).values([
    { packId: pack!.id, courseType: 2, courseId: c1!.id, sort: 30 },
    { packId: pack!.id, courseType: 2, courseId: c2!.id, sort: 29 },
    { packId: pack!.id, courseType: 2, courseId: c3!.id, sort: 28 },
    { packId: pack!.id, courseType: 1, trainingId: live!.id, sort: 27 },
  ]);
  await db.insert(coursePackMembers).values([
    { packId: pack!.id, userId: member.id, shareUserId: creator.id, source: 1 },
    { packId: pack!.id, userId: poster.id, shareUserId: creator.id, source: 2 },
  ]);
  [reply] = await db.insert(coursePackReplies).values({ packId: pack!.id, userId: member.id, content: "很实用", score: 4 }).returning();
}, 60_000);
afterAll(() => srv.stop());

const lettersOf = (userId: number) => srv.deps.db.select().from(letters).where(eq(letters.userId, userId)).orderBy(letters.id);
const EDIT = { recommended: true, packScore: 20, treelist: [] as number[] };

describe("course packs in the back office (学习包)", () => {
  test("an operator lists packs with the creator (name, masked number) and the pack's figures", async () => {
    const res = await op.get(`/course-packs${q({ sort: ["createdAt", "DESC"], range: [0, 24], filter: {} })}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-range")).toBe("course-packs 0-1/2");
    const row = res.json.find((r: { id: number }) => r.id === pack.id);
    expect(row).toMatchObject({
      title: "投放进阶包",
      memo: "从入门到进阶",
      creatorId: creator.id,
      creatorName: "包主",
      creatorMobile: "139****0814",
      // The unpublished course is not counted, as the portal leaves it out.
      courseNum: 3,
      joinNum: 2,
      joinsBySource: { 0: 0, 1: 1, 2: 1 },
      replyNum: 1,
      shared: true,
      recommended: false,
      packScore: 0,
      hidden: false,
      deleted: false,
    });
    expect(typeof row.createdAt).toBe("string");
  });

  test("filters by title, creator, recommended and hidden; an unknown filter or sort answers 400", async () => {
    const titles = async (filter: object) =>
      (await op.get(`/course-packs${q({ filter })}`)).json.map((r: { title: string }) => r.title).sort();
    expect(await titles({ q: "进阶" })).toEqual(["投放进阶包"]);
    expect(await titles({ creatorId: member.id })).toEqual(["另一个包"]);
    expect(await titles({ recommended: false })).toEqual(["另一个包", "投放进阶包"]);
    expect(await titles({ hidden: true })).toEqual([]);
    expect((await op.get(`/course-packs${q({ filter: { nope: 1 } })}`)).status).toBe(400);
    expect((await op.get(`/course-packs${q({ sort: ["joinNum", "ASC"] })}`)).status).toBe(400);
  });

  test("the pack's page lists its items in the creator's order with their titles and published state", async () => {
    const shown = await op.get(`/course-packs/${pack.id}`);
    expect(shown.json).toMatchObject({ id: pack.id, creatorName: "包主", courseNum: 3, joinsBySource: { 0: 0, 1: 1, 2: 1 } });
    const items = await op.get(`/course-pack-items${q({ sort: ["sort", "DESC"], filter: { packId: pack.id } })}`);
    expect(
      items.json.map((i: { title: string; courseType: number; sort: number; published: boolean }) => [
        i.title,
        i.courseType,
        i.sort,
        i.published,
      ]),
    ).toEqual([
      ["千川入门", 2, 30, true],
      ["数据分析", 2, 29, true],
      ["已下线课", 2, 28, false],
      ["直播复盘", 1, 27, true],
    ]);
    expect((await op.put(`/course-pack-items/${items.json[0].id}`, { sort: 1 })).status).toBe(403);
  });

  test("an operator recommends a pack, sets its points and interest tree; the edit is audited", async () => {
    const saved = await op.put(`/course-packs/${pack.id}`, {
      ...EDIT,
      treelist: [options[0]!.id, options[1]!.id],
      // What the creator writes is not the operator's: ignored.
      title: "改名",
      shared: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      title: "投放进阶包",
      shared: true,
      recommended: true,
      packScore: 20,
      treelist: [options[0]!.id, options[1]!.id],
    });
    const [row] = await srv.deps.db.select().from(coursePacks).where(eq(coursePacks.id, pack.id));
    expect(row).toMatchObject({ recommended: 1, packScore: 20, title: "投放进阶包" });
    const audits = await auditRows(srv.deps.db, "course-packs", pack.id);
    expect(audits.at(-1)).toMatchObject({ action: "update", actorId: expect.any(Number) });
    expect((await op.get(`/course-packs${q({ filter: { recommended: true } })}`)).json.map((r: { id: number }) => r.id)).toEqual([pack.id]);
  });

  test("refuses points that are negative, fractional, too many or missing, and options that do not exist", async () => {
    for (const packScore of [-1, 1.5, 1001, null, "20"]) {
      const res = await op.put(`/course-packs/${pack.id}`, { ...EDIT, packScore });
      expect({ packScore, status: res.status, message: res.json.message }).toEqual({
        packScore,
        status: 400,
        message: "完成奖励积分须为0到1000的整数",
      });
    }
    const gone = await op.put(`/course-packs/${pack.id}`, { ...EDIT, treelist: [999_999] });
    expect(gone.status).toBe(400);
    expect(gone.json.message).toBe("所选兴趣方向不存在，请重新选择");
    const tooMany = await op.put(`/course-packs/${pack.id}`, { ...EDIT, treelist: Array.from({ length: 11 }, (_, i) => i + 1) });
    expect(tooMany.json.message).toBe("最多选择10个兴趣方向");
    const [row] = await srv.deps.db.select().from(coursePacks).where(eq(coursePacks.id, pack.id));
    expect(row!.packScore).toBe(20);
  });

  test("operators neither create nor delete packs", async () => {
    expect((await op.post("/course-packs", { title: "运营建的包" })).status).toBe(405);
    expect((await op.del(`/course-packs/${pack.id}`)).status).toBe(405);
  });

  test("hiding needs a reason, sends the creator a letter naming the pack and why, once; showing clears it", async () => {
    expect((await op.post(`/course-packs/${other.id}/hide`, { reason: " " })).json.message).toBe("请填写隐藏原因");
    const hidden = await op.post(`/course-packs/${other.id}/hide`, { reason: "内容与学习无关" });
    expect(hidden.status).toBe(200);
    expect(hidden.json).toMatchObject({ hidden: true, hiddenReason: "内容与学习无关" });
    const [letter] = await lettersOf(member.id);
    expect(letter).toMatchObject({ title: "学习包已被隐藏" });
    expect(letter!.content).toContain("《另一个包》");
    expect(letter!.content).toContain("内容与学习无关");
    expect(letter!.link).toBe(`/study/detail?id=${other.id}&name=${encodeURIComponent("另一个包")}`);
    const again = await op.post(`/course-packs/${other.id}/hide`, { reason: "再隐藏" });
    expect(again).toMatchObject({ status: 409, json: { message: "该学习包已隐藏" } });
    expect(await lettersOf(member.id)).toHaveLength(1);
    expect((await op.get(`/course-packs${q({ filter: { hidden: true } })}`)).json.map((r: { id: number }) => r.id)).toEqual([other.id]);
    const shown = await op.post(`/course-packs/${other.id}/unhide`);
    expect(shown.json).toMatchObject({ hidden: false, hiddenReason: "", hiddenAt: null });
    expect((await op.post(`/course-packs/${other.id}/unhide`)).status).toBe(409);
    expect((await op.post("/course-packs/999999/hide", { reason: "x" })).status).toBe(404);
    expect((await auditRows(srv.deps.db, "course-packs", other.id)).length).toBe(2);
  });

  test("an enterprise HR and a learner (whom the back office does not let in) can neither read nor change packs or reviews", async () => {
    await userWith(srv.deps.db, "13900000813", { chineseName: "学员甲" });
    const learner = adminBrowser(srv.url);
    expect((await adminSignIn(learner, srv.url, "13900000813")).json.message).toBe("该账号没有后台权限");
    for (const [browser, status] of [
      [hr, 403],
      [learner, 401],
    ] as const) {
      expect((await browser.get("/course-packs")).status).toBe(status);
      expect((await browser.get(`/course-packs/${pack.id}`)).status).toBe(status);
      expect((await browser.put(`/course-packs/${pack.id}`, EDIT)).status).toBe(status);
      expect((await browser.post(`/course-packs/${pack.id}/hide`, { reason: "x" })).status).toBe(status);
      expect((await browser.get(`/course-pack-items${q({ filter: { packId: pack.id } })}`)).status).toBe(status);
      expect((await browser.get("/course-pack-replies")).status).toBe(status);
      expect((await browser.post(`/course-pack-replies/${reply.id}/hide`, { reason: "x" })).status).toBe(status);
    }
    const [row] = await srv.deps.db.select().from(coursePacks).where(eq(coursePacks.id, pack.id));
    expect(row!.hiddenAt).toBeNull();
  });
});

describe("pack reviews in the back office (学习包评价)", () => {
  test("lists reviews with the pack's title, the author and stars; filters by pack, score and hidden", async () => {
    const res = await op.get(`/course-pack-replies${q({ sort: ["createdAt", "DESC"], filter: { packId: pack.id } })}`);
    expect(res.json).toEqual([
      expect.objectContaining({
        id: reply.id,
        packId: pack.id,
        packTitle: "投放进阶包",
        userId: member.id,
        authorName: "成员乙",
        authorMobile: "139****0815",
        score: 4,
        content: "很实用",
        hidden: false,
      }),
    ]);
    expect((await op.get(`/course-pack-replies${q({ filter: { score: 5 } })}`)).json).toEqual([]);
    expect((await op.get(`/course-pack-replies${q({ filter: { hidden: true } })}`)).json).toEqual([]);
    // Moderation only: the text is the author's.
    expect((await op.put(`/course-pack-replies/${reply.id}`, { content: "改写" })).status).toBe(405);
  });

  test("hiding a review sends its author a letter with the reason; showing it again sends none", async () => {
    const before = (await lettersOf(member.id)).length;
    const hidden = await op.post(`/course-pack-replies/${reply.id}/hide`, { reason: "含有广告" });
    expect(hidden.json).toMatchObject({ id: reply.id, hidden: true });
    const mine = await lettersOf(member.id);
    expect(mine).toHaveLength(before + 1);
    expect(mine.at(-1)).toMatchObject({ title: "学习包评价已被隐藏" });
    expect(mine.at(-1)!.content).toContain("《投放进阶包》");
    expect(mine.at(-1)!.content).toContain("含有广告");
    expect((await op.post(`/course-pack-replies/${reply.id}/hide`, { reason: "再来" })).json.message).toBe("该评价已隐藏");
    expect((await op.get(`/course-pack-replies${q({ filter: { hidden: true } })}`)).json.map((r: { id: number }) => r.id)).toEqual([
      reply.id,
    ]);
    // The pack still counts it for the operator.
    expect((await op.get(`/course-packs/${pack.id}`)).json.replyNum).toBe(1);
    expect((await op.post(`/course-pack-replies/${reply.id}/unhide`)).json.hidden).toBe(false);
    expect(await lettersOf(member.id)).toHaveLength(before + 1);
  });
});
