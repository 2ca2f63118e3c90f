import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { InterestAnswer, InterestCategory, InterestOption } from "@/api/contract/interest";
import { seedInterest } from "@/db/seed/interest";
import { silentLog } from "@/db/seed/progress";
import { signIn, type TestClient, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";

let srv: TestServer;
let tree: InterestCategory[];
beforeAll(async () => {
  srv = await startTestServer();
  await seedInterest(srv.deps.db, silentLog);
  tree = (await testClient(srv.url).call<{ list: InterestCategory[] }>("common/getinterestlist")).data.list;
});
afterAll(() => srv.stop());

/** The option titled `title`, searched through the whole tree (follow-ups included). */
function option(title: string, within: InterestOption[] = tree.flatMap((c) => c.oplist)): InterestOption {
  for (const o of within) {
    if (o.title === title) return o;
    const found = option(title, o.child);
    if (found) return found;
  }
  return undefined as unknown as InterestOption;
}
const answer = (title: string, text?: string): InterestAnswer => {
  const o = option(title);
  return { id: o.id, cateid: o.cateId, title: text ?? o.title };
};
/** A category's own (top-level) option, for titles such as 其他 that several questions share. */
const top = (cateId: number, title: string) => {
  const o = tree.find((c) => c.cateId === cateId)!.oplist.find((x) => x.title === title)!;
  return { id: o.id, cateid: cateId, title: "" };
};
const COMPLETE = ["广告主", "市场营销", "电商零售", "初级（1-3年）", "搜索推广", "品牌曝光", "投放策略"];
const complete = () => COMPLETE.map((t) => answer(t));
const without = (cateId: number, list = complete()) => list.filter((a) => a.cateid !== cateId);
const replacing = (cateId: number, ...titles: string[]) => [...without(cateId), ...titles.map((t) => answer(t))];

let ip = 0;
async function newcomer(mobile: string): Promise<TestClient> {
  const browser = testClient(srv.url, { ip: `10.4.0.${++ip}` });
  expect((await signIn(browser, srv.url, mobile)).code).toBe(0);
  return browser;
}

describe("the survey tree (common/getinterestlist)", () => {
  test("lists the seven categories in order with their questions and options", () => {
    expect(tree.map((c) => [c.cateId, c.title, c.multiple])).toEqual([
      [1, "您的身份", false],
      [2, "您关注的岗位", true],
      [3, "您关注的行业", true],
      [4, "您所处的成长阶段", false],
      [5, "您的营销行为", true],
      [7, "您的营销目的", true],
      [8, "您关注的营销话题", true],
    ]);
    expect(tree[0].oplist.map((o) => o.title)).toEqual(["广告主", "代理商", "流量主", "服务商", "学生/求职者", "其他"]);
  });

  test("流量主 reveals the next question, whose 是 reveals the follow-ups; 88 is exclusive", () => {
    const owner = option("流量主");
    expect(owner.childTitle).toBe("是否已接入广告变现平台");
    expect(owner.child.map((o) => o.title)).toEqual(["是", "否"]);
    const yes = owner.child[0];
    expect(yes.childTitle).toBe("已接入的平台");
    expect(yes.child.map((o) => [o.title, o.isother])).toEqual([
      ["穿山甲", 0],
      ["优量汇", 0],
      ["百度联盟", 0],
      ["快手联盟", 0],
      ["其他", 1],
    ]);
    expect(owner.child[1].child).toEqual([]);
    const none = tree.find((c) => c.cateId === 5)!.oplist.find((o) => o.value === 88)!;
    expect(none).toMatchObject({ title: "暂无营销行为", exclusive: true });
  });
});

describe("who is asked", () => {
  test("a visitor: no pop-up, nothing answered, and the personal calls ask for a login", async () => {
    const visitor = testClient(srv.url);
    expect((await visitor.call("home/interestAlert", { interest: 1 })).data).toEqual({ count: 0 });
    expect((await visitor.call("Home/ExistUserInterest")).data).toEqual({ exist: false });
    for (const path of ["Home/AddUserInterest", "my/Interest", "my/InterestSin", "common/GetInterestListByUser"]) {
      expect((await visitor.call(path, { list: complete(), treelist: [] })).code).toBe(1503);
    }
  });

  test("a person who has not answered gets count 1 until they answer", async () => {
    const browser = await newcomer("13800138201");
    expect((await browser.call("home/interestAlert", { interest: 1 })).data).toEqual({ count: 1 });
    expect((await browser.call("Home/ExistUserInterest")).data).toEqual({ exist: false });
    expect(await browser.call("Home/AddUserInterest", { list: complete() })).toMatchObject({ code: 0, msg: "提交成功" });
    expect((await browser.call("home/interestAlert", { interest: 1 })).data).toEqual({ count: 0 });
    expect((await browser.call("Home/ExistUserInterest")).data).toEqual({ exist: true });
  });

  test("the seed answers for the demo accounts, except the two left for the pop-up; a second run changes nothing", async () => {
    const learner = await newcomer("13900000010");
    const kept = await newcomer("13900000036");
    await seedInterest(srv.deps.db, silentLog);
    expect((await learner.call("home/interestAlert")).data).toEqual({ count: 0 });
    expect((await learner.call<{ list: InterestAnswer[] }>("my/Interest")).data.list.map((a) => a.title)).toEqual([
      "广告主",
      "市场营销",
      "电商零售",
      "入门新手（1年以内）",
      "搜索推广",
      "品牌曝光",
      "投放策略",
    ]);
    expect((await kept.call("home/interestAlert")).data).toEqual({ count: 1 });
    const again = (await testClient(srv.url).call<{ list: InterestCategory[] }>("common/getinterestlist")).data.list;
    expect(again).toEqual(tree);
  });
});

describe("the pop-up's rules, enforced by Home/AddUserInterest", () => {
  const cases: [string, () => InterestAnswer[], string, number][] = [
    ["identity missing", () => without(1), "请选择您的身份", 1],
    ["post missing", () => without(2), "请选择您关注的岗位", 2],
    ["industry missing", () => without(3), "请选择您关注的行业", 3],
    ["growth stage missing", () => without(4), "请选择成长阶段", 4],
    ["marketing behaviour missing", () => without(5), "请选择是否有营销行为", 5],
    ["purpose missing", () => without(7), "请选择您的营销目的", 7],
    ["topic missing", () => without(8), "请选择您关注的营销话题", 8],
    ["nothing at all", () => [], "请选择您的身份", 1],
    ["two identities", () => replacing(1, "广告主", "代理商"), "请选择您的身份（只能选择一项）", 1],
    ["88 with another behaviour", () => replacing(5, "暂无营销行为", "搜索推广"), "“暂无营销行为”不能与其他选项同时选择", 5],
    ["流量主 without its next question", () => replacing(1, "流量主"), "请选择是否已接入广告变现平台", 1],
    ["是 without its follow-ups", () => replacing(1, "流量主", "是"), "请选择已接入的平台", 1],
    ["是 and 否 together", () => replacing(1, "流量主", "是", "否", "穿山甲"), "请选择是否已接入广告变现平台（只能选择一项）", 1],
    ["a follow-up after 否", () => replacing(1, "流量主", "否", "穿山甲"), "“穿山甲”无需选择", 1],
    ["a follow-up without 流量主", () => [...complete(), answer("否")], "“否”无需选择", 1],
    ["其他 left empty", () => [...without(2), top(2, "其他")], "请填写“其他”的具体内容", 2],
  ];
  for (const [name, list, msg, cate] of cases) {
    test(`${name}: '${msg}'`, async () => {
      const browser = await newcomer(`138001383${String(cases.findIndex((c) => c[0] === name)).padStart(2, "0")}`);
      expect(await browser.call("Home/AddUserInterest", { list: list() })).toMatchObject({ code: 1, msg, data: { field: `cate${cate}` } });
      expect((await browser.call("home/interestAlert")).data).toEqual({ count: 1 });
    });
  }

  test("an option no longer in the survey, and a malformed list, are refused", async () => {
    const browser = await newcomer("13800138290");
    expect(await browser.call("Home/AddUserInterest", { list: [...complete(), { id: 999999, cateid: 1, title: "x" }] })).toMatchObject({
      code: 1,
      msg: "问卷已更新，请刷新页面后重新选择",
    });
    expect(await browser.call("Home/AddUserInterest", { list: "广告主" })).toMatchObject({ code: 1, msg: "问卷答案格式错误" });
  });

  test("88 alone, and 流量主 with 是 and a written 其他 platform, are accepted and read back", async () => {
    const browser = await newcomer("13800138291");
    const platformOther = option("是").child.find((o) => o.isother)!;
    const list = [
      ...replacing(5, "暂无营销行为").filter((a) => a.cateid !== 1),
      answer("流量主"),
      answer("是"),
      answer("穿山甲"),
      { id: platformOther.id, cateid: 1, title: " 小米广告联盟 " },
    ];
    expect(await browser.call("Home/AddUserInterest", { list })).toMatchObject({ code: 0, msg: "提交成功" });

    const mine = (await browser.call<{ list: InterestAnswer[] }>("my/Interest")).data.list;
    expect(mine.map((a) => a.title).sort()).toEqual(
      ["流量主", "是", "穿山甲", "小米广告联盟", "市场营销", "电商零售", "初级（1-3年）", "暂无营销行为", "品牌曝光", "投放策略"].sort(),
    );
    const byUser = (await browser.call<{ list: (InterestCategory & { sellist: InterestAnswer[] })[] }>("common/GetInterestListByUser")).data
      .list;
    expect(byUser.find((c) => c.cateId === 5)!.sellist).toEqual([answer("暂无营销行为")]);
    expect(byUser.find((c) => c.cateId === 1)!.sellist.map((a) => a.title)).toEqual(["流量主", "是", "穿山甲", "小米广告联盟"]);

    // Answering again replaces the earlier answers.
    expect((await browser.call("Home/AddUserInterest", { list: complete() })).code).toBe(0);
    expect((await browser.call<{ list: InterestAnswer[] }>("my/Interest")).data.list.map((a) => a.title).sort()).toEqual(
      [...COMPLETE].sort(),
    );
  });
});

describe("my/InterestSin (treelist)", () => {
  test("saves the same answers sent as {label, value, isother}, under the same rules", async () => {
    const browser = await newcomer("13800138292");
    const tree = (titles: string[]) => titles.map((t) => ({ label: t, value: option(t).id, isother: 0 }));
    expect(await browser.call("my/InterestSin", { treelist: tree(COMPLETE.slice(1)) })).toMatchObject({ code: 1, msg: "请选择您的身份" });
    const other = top(1, "其他");
    const treelist = [...tree(COMPLETE.slice(1)), { label: "自媒体博主", value: String(other.id), isother: "1" }];
    expect(await browser.call("my/InterestSin", { treelist })).toMatchObject({ code: 0, msg: "提交成功" });
    expect((await browser.call<{ list: InterestAnswer[] }>("my/Interest")).data.list).toContainEqual({
      id: other.id,
      cateid: 1,
      title: "自媒体博主",
    });
  });
});
