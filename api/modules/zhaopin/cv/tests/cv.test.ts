import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { CvEducation, CvIntention, CvView, CvWork } from "@/api/contract/zhaopin-cv";
import { users } from "@/db/schema/account/users";
import { cvs, cvWorks } from "@/db/schema/zhaopin";
import { signIn, type TestClient, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

let ip = 1;
async function person(mobile: string) {
  const client = testClient(srv.url, { ip: `10.17.0.${ip++}` });
  expect((await signIn(client, srv.url, mobile)).code).toBe(0);
  const [row] = await srv.deps.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return { client, id: row.id };
}

const BASE = {
  chineseName: "张三",
  sex: 1,
  age: 28,
  province: "广东",
  city: "广州",
  education: "本科",
  workStyle: "全职",
  workYears: "3-5年",
  jobStatus: 2,
  description: "五年信息流投放经验",
};
const WORK = { id: 0, startTime: "2019/07", endTime: "2023/05", companyName: "雨欣水产", position: "广告优化师", salary: "12K" };
const EDU = { id: 0, startTime: "2015/09", endTime: "2019/06", university: "中山大学", major: "市场营销", education: "本科" };
const INTENT = { id: 0, education: "本科", positionType: "广告优化师", salaryRange: "12-20K", province: "广东", city: "广州" };

const getCv = (c: TestClient) => c.call<{ cv: CvView }>("ZhaoPin/GetMyCV", {});
const works = async (c: TestClient) => (await c.call<{ list: CvWork[] }>("ZhaoPin/GetMyCVWork", {})).data.list;

/** A person with a whole CV: base, one work, one education and one intention. */
async function completeCv(mobile: string) {
  const p = await person(mobile);
  expect((await p.client.call("ZhaoPin/SetMyCV", BASE)).code).toBe(0);
  expect((await p.client.call("ZhaoPin/SetMyCVWork", { list: [WORK] })).code).toBe(0);
  expect((await p.client.call("ZhaoPin/SetMyCVEducation", { list: [EDU] })).code).toBe(0);
  expect((await p.client.call("ZhaoPin/SetMyCVPosition", { list: [INTENT] })).code).toBe(0);
  return { ...p, cvId: (await getCv(p.client)).data.cv.id };
}

describe("signed out", () => {
  test("every CV call answers 1503", async () => {
    const visitor = testClient(srv.url);
    for (const path of [
      "ZhaoPin/GetMyCV",
      "ZhaoPin/SetMyCV",
      "ZhaoPin/GetMyCVWork",
      "ZhaoPin/GetMyCVPosition",
      "ZhaoPin/GetMyCVEducation",
      "ZhaoPin/SetMyCVWork",
      "ZhaoPin/SetMyCVPosition",
      "ZhaoPin/SetMyCVEducation",
      "ZhaoPin/DeleteMyCVWork",
      "ZhaoPin/DeleteMyCVPosition",
      "ZhaoPin/DeleteMyCVEducation",
      "ZhaoPin/SetPublicCV",
      "ZhaoPin/CheckPublicCV",
      "zhaopin/SetCVHeadImg",
    ]) {
      expect((await visitor.call(path, { id: 1, list: [], ispublic: 1 })).code).toBe(1503);
    }
  });
});

describe("ZhaoPin/GetMyCV and SetMyCV", () => {
  test("a new person has the empty CV (id 0); saving creates it, saving again updates the same one", async () => {
    const { client, id } = await person("13710000001");
    const empty = await getCv(client);
    expect(empty.data.cv).toMatchObject({ id: 0, userID: id, sex: -1, jobStatus: -1, age: 22, province: "北京", isPublic: 0 });

    const saved = await client.call<{ cv: CvView }>("ZhaoPin/SetMyCV", BASE);
    expect(saved).toMatchObject({ code: 0, msg: "保存成功" });
    expect(saved.data.cv.id).toBeGreaterThan(0);
    const again = await client.call<{ cv: CvView }>("ZhaoPin/SetMyCV", { ...BASE, chineseName: "张三丰", sex: "2", jobStatus: "4" });
    expect(again.data.cv).toMatchObject({ id: saved.data.cv.id, chineseName: "张三丰", sex: 2, jobStatus: 4 });
    expect((await getCv(client)).data.cv).toMatchObject({ id: saved.data.cv.id, chineseName: "张三丰", description: "五年信息流投放经验" });
    expect(await srv.deps.db.select().from(cvs).where(eq(cvs.userId, id))).toHaveLength(1);
  });

  test("age 0 or less becomes 22, an empty province 北京, the 工作经验 placeholder is cleared", async () => {
    const { client } = await person("13710000002");
    const saved = await client.call<{ cv: CvView }>("ZhaoPin/SetMyCV", {
      ...BASE,
      age: -3,
      province: "",
      city: "北京",
      workYears: "工作经验",
    });
    expect(saved.data.cv).toMatchObject({ age: 22, province: "北京", workYears: "" });
    expect((await client.call<{ cv: CvView }>("ZhaoPin/SetMyCV", { ...BASE, age: "0" })).data.cv.age).toBe(22);
  });

  test("each base rule refuses with its own message on its own field", async () => {
    const { client } = await person("13710000003");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ chineseName: "  " }, "chineseName", "请输入姓名"],
      [{ sex: -1 }, "sex", "请选择性别"],
      [{ sex: 3 }, "sex", "请选择性别"],
      [{ city: "" }, "city", "请选择城市"],
      [{ education: "学历" }, "education", "请选择学历"],
      [{ education: "" }, "education", "请选择学历"],
      [{ education: "小学" }, "education", "请选择学历"],
      [{ jobStatus: -1 }, "jobStatus", "请选择求职状态"],
      [{ jobStatus: 5 }, "jobStatus", "请选择求职状态"],
      [{ age: 17 }, "age", "年龄须在18-60岁之间"],
      [{ age: 61 }, "age", "年龄须在18-60岁之间"],
      [{ age: "2x" }, "age", "年龄须在18-60岁之间"],
      [{ workYears: "20年" }, "workYears", "请选择工作经验"],
      [{ workStyle: "实习" }, "workStyle", "请选择工作性质"],
      [{ chineseName: { a: 1 } }, "chineseName", "请输入姓名"],
    ];
    for (const [change, field, msg] of cases) {
      const env = await client.call("ZhaoPin/SetMyCV", { ...BASE, ...change });
      expect({ change, code: env.code, msg: env.msg, data: env.data }).toEqual({ change, code: 1, msg, data: { field } });
    }
    expect((await getCv(client)).data.cv.id).toBe(0);
  });
});

describe("the lists", () => {
  test("rows with id 0 are inserted, rows with an id updated, all in one call", async () => {
    const { client, id } = await person("13710000010");
    const first = await client.call<{ list: CvWork[] }>("ZhaoPin/SetMyCVWork", {
      list: [WORK, { ...WORK, startTime: "2023/06", endTime: "" }],
    });
    expect(first).toMatchObject({ code: 0, msg: "保存成功" });
    expect(first.data.list.map((w) => [w.startTime, w.endTime, w.userID])).toEqual([
      ["2019/07", "2023/05", id],
      ["2023/06", "", id],
    ]);
    const [a, b] = first.data.list;
    const second = await client.call<{ list: CvWork[] }>("ZhaoPin/SetMyCVWork", {
      list: [{ ...a, companyName: "新公司" }, b, { ...WORK, id: 0, startTime: "2010/01", endTime: "2011/01" }],
    });
    expect(second.data.list.map((w) => [w.id > 0, w.companyName])).toEqual([
      [true, "雨欣水产"],
      [true, "新公司"],
      [true, "雨欣水产"],
    ]);
    expect((await works(client)).find((w) => w.id === a.id)?.companyName).toBe("新公司");

    const edu = await client.call<{ list: CvEducation[] }>("ZhaoPin/SetMyCVEducation", { list: [EDU] });
    expect(edu.data.list).toMatchObject([{ university: "中山大学", education: "本科" }]);
    const intent = await client.call<{ list: CvIntention[] }>("ZhaoPin/SetMyCVPosition", { list: [INTENT] });
    expect(intent.data.list).toMatchObject([{ positionType: "广告优化师", salaryRange: "12-20K", city: "广州" }]);
    expect((await client.call<{ list: CvEducation[] }>("ZhaoPin/GetMyCVEducation", {})).data.list).toHaveLength(1);
    expect((await client.call<{ list: CvIntention[] }>("ZhaoPin/GetMyCVPosition", {})).data.list).toHaveLength(1);
  });

  test("a start later than the end, an empty start or a bad month is refused and nothing of the list is saved", async () => {
    const { client } = await person("13710000011");
    const cases: [string, Record<string, unknown>, string, string][] = [
      ["ZhaoPin/SetMyCVWork", { ...WORK, startTime: "2023/06", endTime: "2023/05" }, "list.1.startTime", "开始时间不能晚于结束时间"],
      ["ZhaoPin/SetMyCVWork", { ...WORK, startTime: "" }, "list.1.startTime", "请选择开始时间"],
      ["ZhaoPin/SetMyCVWork", { ...WORK, startTime: "2023-06" }, "list.1.startTime", "时间格式应为yyyy/MM"],
      ["ZhaoPin/SetMyCVWork", { ...WORK, endTime: "2023/13" }, "list.1.endTime", "时间格式应为yyyy/MM"],
      ["ZhaoPin/SetMyCVWork", { ...WORK, companyName: "" }, "list.1.companyName", "请输入公司名称"],
      ["ZhaoPin/SetMyCVWork", { ...WORK, position: "" }, "list.1.position", "请输入职位名称"],
      ["ZhaoPin/SetMyCVEducation", { ...EDU, startTime: "2020/01", endTime: "2019/12" }, "list.1.startTime", "开始时间不能晚于结束时间"],
      ["ZhaoPin/SetMyCVEducation", { ...EDU, startTime: "" }, "list.1.startTime", "请选择开始时间"],
      ["ZhaoPin/SetMyCVEducation", { ...EDU, university: "" }, "list.1.university", "请输入学校名称"],
      ["ZhaoPin/SetMyCVEducation", { ...EDU, major: "" }, "list.1.major", "请输入专业"],
      ["ZhaoPin/SetMyCVEducation", { ...EDU, education: "学历" }, "list.1.education", "请选择学历"],
      ["ZhaoPin/SetMyCVPosition", { ...INTENT, education: "" }, "list.1.education", "请选择学历"],
      ["ZhaoPin/SetMyCVPosition", { ...INTENT, positionType: "" }, "list.1.positionType", "请选择职位类型"],
      ["ZhaoPin/SetMyCVPosition", { ...INTENT, salaryRange: "100K" }, "list.1.salaryRange", "请选择期望薪资"],
      ["ZhaoPin/SetMyCVPosition", { ...INTENT, province: "" }, "list.1.province", "请选择省份"],
      ["ZhaoPin/SetMyCVPosition", { ...INTENT, city: "" }, "list.1.city", "请选择城市"],
    ];
    const good = { "ZhaoPin/SetMyCVWork": WORK, "ZhaoPin/SetMyCVEducation": EDU, "ZhaoPin/SetMyCVPosition": INTENT } as Record<
      string,
      unknown
    >;
    for (const [path, bad, field, msg] of cases) {
      const env = await client.call(path, { list: [good[path], bad] });
      expect({ path, bad, code: env.code, msg: env.msg, data: env.data }).toEqual({ path, bad, code: 1, msg, data: { field } });
    }
    expect(await works(client)).toEqual([]);
    expect((await client.call<{ list: unknown[] }>("ZhaoPin/GetMyCVEducation", {})).data.list).toEqual([]);
    expect((await client.call<{ list: unknown[] }>("ZhaoPin/GetMyCVPosition", {})).data.list).toEqual([]);
    // Equal months are fine; a missing end is 至今.
    expect((await client.call("ZhaoPin/SetMyCVWork", { list: [{ ...WORK, startTime: "2020/01", endTime: "2020/01" }] })).code).toBe(0);
    for (const bad of [
      { list: "x" },
      { list: [1] },
      {},
      { list: Array.from({ length: 21 }, () => WORK) },
      { list: [{ ...WORK, id: -1 }] },
    ]) {
      expect((await client.call("ZhaoPin/SetMyCVWork", bad)).code).toBe(1);
    }
  });

  test("another person's row id is neither updated nor deleted; the whole list is refused", async () => {
    const owner = await person("13710000012");
    const [row] = (await owner.client.call<{ list: CvWork[] }>("ZhaoPin/SetMyCVWork", { list: [WORK] })).data.list;
    const [edu] = (await owner.client.call<{ list: CvEducation[] }>("ZhaoPin/SetMyCVEducation", { list: [EDU] })).data.list;
    const [intent] = (await owner.client.call<{ list: CvIntention[] }>("ZhaoPin/SetMyCVPosition", { list: [INTENT] })).data.list;
    const other = await person("13710000013");

    const update = await other.client.call("ZhaoPin/SetMyCVWork", { list: [WORK, { ...WORK, id: row.id, companyName: "改掉" }] });
    expect(update).toMatchObject({ code: 1, msg: "记录不存在或已删除" });
    expect(await works(other.client)).toEqual([]);
    expect((await owner.client.call("ZhaoPin/SetMyCVEducation", { list: [{ ...EDU, id: edu.id + 1000 }] })).code).toBe(1);
    expect((await other.client.call("ZhaoPin/SetMyCVPosition", { list: [{ ...INTENT, id: intent.id }] })).code).toBe(1);

    for (const [path, id] of [
      ["ZhaoPin/DeleteMyCVWork", row.id],
      ["ZhaoPin/DeleteMyCVEducation", edu.id],
      ["ZhaoPin/DeleteMyCVPosition", intent.id],
    ] as const) {
      expect(await other.client.call(path, { id })).toMatchObject({ code: 1, msg: "记录不存在或已删除", data: { field: "id" } });
    }
    const [still] = await srv.deps.db.select().from(cvWorks).where(eq(cvWorks.id, row.id));
    expect(still).toMatchObject({ companyName: "雨欣水产", userId: owner.id });
    expect((await owner.client.call<{ list: unknown[] }>("ZhaoPin/GetMyCVEducation", {})).data.list).toHaveLength(1);
    expect((await owner.client.call<{ list: unknown[] }>("ZhaoPin/GetMyCVPosition", {})).data.list).toHaveLength(1);

    // The owner deletes their own; a second delete finds nothing; bad ids are refused.
    expect(await owner.client.call("ZhaoPin/DeleteMyCVWork", { id: row.id })).toMatchObject({ code: 0, msg: "删除成功" });
    expect((await owner.client.call("ZhaoPin/DeleteMyCVWork", { id: row.id })).code).toBe(1);
    for (const id of [0, -1, "x", null]) expect((await owner.client.call("ZhaoPin/DeleteMyCVWork", { id })).code).toBe(1);
  });
});

describe("public or private", () => {
  test("going public needs a complete CV: the missing parts come back; hiding always works", async () => {
    const { client } = await person("13710000020");
    expect((await client.call<string[]>("ZhaoPin/CheckPublicCV", { id: 0 })).data).toEqual([
      "基本信息未完善",
      "工作经历未完善",
      "求职意向未完善",
      "教育经历未完善",
    ]);
    expect(await client.call("ZhaoPin/SetPublicCV", { id: 0, ispublic: 1 })).toMatchObject({ code: 1, msg: "请先填写基本信息，创建简历" });

    const cv = (await client.call<{ cv: CvView }>("ZhaoPin/SetMyCV", BASE)).data.cv;
    await client.call("ZhaoPin/SetMyCVWork", { list: [WORK] });
    expect((await client.call<string[]>("ZhaoPin/CheckPublicCV", { id: cv.id })).data).toEqual(["求职意向未完善", "教育经历未完善"]);
    const refused = await client.call("ZhaoPin/SetPublicCV", { id: cv.id, ispublic: 1 });
    expect(refused).toEqual({
      code: 1,
      msg: "简历未完善，暂不能公开：求职意向未完善，教育经历未完善",
      data: { missing: ["求职意向未完善", "教育经历未完善"] },
    });
    expect((await getCv(client)).data.cv.isPublic).toBe(0);

    await client.call("ZhaoPin/SetMyCVEducation", { list: [EDU] });
    await client.call("ZhaoPin/SetMyCVPosition", { list: [INTENT] });
    expect((await client.call<string[]>("ZhaoPin/CheckPublicCV", { id: cv.id })).data).toEqual([]);
    expect(await client.call("ZhaoPin/SetPublicCV", { id: cv.id, ispublic: "1" })).toMatchObject({
      code: 0,
      msg: "简历已公开",
      data: { isPublic: 1 },
    });
    expect((await getCv(client)).data.cv.isPublic).toBe(1);
    expect(await client.call("ZhaoPin/SetPublicCV", { id: cv.id, ispublic: 0 })).toMatchObject({ code: 0, msg: "简历已隐藏" });
    expect((await getCv(client)).data.cv.isPublic).toBe(0);
    for (const ispublic of [2, -1, "x", undefined])
      expect((await client.call("ZhaoPin/SetPublicCV", { id: cv.id, ispublic })).code).toBe(1);
  });

  test("another person's CV id is refused for both calls; theirs stays as it was", async () => {
    const owner = await completeCv("13710000021");
    const other = await completeCv("13710000022");
    expect(await other.client.call("ZhaoPin/SetPublicCV", { id: owner.cvId, ispublic: 1 })).toMatchObject({ code: 1, msg: "简历不存在" });
    expect(await other.client.call("ZhaoPin/CheckPublicCV", { id: owner.cvId })).toMatchObject({ code: 1, msg: "简历不存在" });
    expect((await getCv(owner.client)).data.cv.isPublic).toBe(0);
    expect((await getCv(other.client)).data.cv.isPublic).toBe(0);
  });

  test("a public CV that loses its only work item goes private again", async () => {
    const { client, cvId } = await completeCv("13710000023");
    expect((await client.call("ZhaoPin/SetPublicCV", { id: cvId, ispublic: 1 })).code).toBe(0);
    const [w] = await works(client);
    expect((await client.call("ZhaoPin/DeleteMyCVWork", { id: w.id })).code).toBe(0);
    expect((await getCv(client)).data.cv.isPublic).toBe(0);
  });
});

describe("zhaopin/SetCVHeadImg", () => {
  const crop = JSON.stringify({ x: 0, y: 0, width: 100, height: 100 });
  const png = async () =>
    (
      await sharp({ create: { width: 120, height: 120, channels: 3, background: "#3366cc" } })
        .png()
        .toBuffer()
    ).toString("base64");

  test("stores the crop as the CV's photo; a CV is needed first", async () => {
    const { client } = await person("13710000030");
    expect(await client.call("zhaopin/SetCVHeadImg", { data: crop, base64: await png() })).toMatchObject({
      code: 1,
      msg: "请先填写基本信息，创建简历",
    });
    await client.call("ZhaoPin/SetMyCV", BASE);
    const env = await client.call<string>("zhaopin/SetCVHeadImg", { data: crop, base64: await png() });
    expect(env).toMatchObject({ code: 0, msg: "头像更新成功" });
    expect(env.data).toMatch(/^\/uploads\/cv\/\d{4}-\d{2}\/[0-9a-f]{32}\.jpg$/);
    expect((await getCv(client)).data.cv.photo).toBe(env.data);
    const res = await fetch(`${srv.url}${env.data}`);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(100);
  });

  test("refuses what is not an image by its content, and a bad crop", async () => {
    const { client } = await person("13710000031");
    await client.call("ZhaoPin/SetMyCV", BASE);
    const script = Buffer.from("<script>alert(1)</script>".repeat(20)).toString("base64");
    expect(await client.call("zhaopin/SetCVHeadImg", { data: crop, base64: `data:image/png;base64,${script}` })).toMatchObject({
      code: 1,
      msg: "文件类型无效",
    });
    expect(await client.call("zhaopin/SetCVHeadImg", { data: "{", base64: await png() })).toMatchObject({
      code: 1,
      msg: "裁剪区域无效，请重新选择",
    });
    expect(await client.call("zhaopin/SetCVHeadImg", { data: crop })).toMatchObject({ code: 1, msg: "请先选择图片" });
    expect((await getCv(client)).data.cv.photo).toBe("");
  });
});
