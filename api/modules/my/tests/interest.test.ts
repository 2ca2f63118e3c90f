import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { InterestCategory } from "@/api/contract/interest";
import { seedInterest } from "@/db/seed/interest";
import { silentLog } from "@/db/seed/progress";
import { signIn, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
  await seedInterest(srv.deps.db, silentLog);
  const tree = (await testClient(srv.url).call<{ list: InterestCategory[] }>("common/getinterestlist")).data.list;
  // The first option of each category: a complete survey.
  valid.treelist = tree.map((c) => ({ label: c.oplist[0].title, value: c.oplist[0].id, isother: 0 }));
});
afterAll(() => srv.stop());

const valid = {
  chineseName: "张伟",
  companyName: "星河科技",
  industryfirst: 9,
  industrylast: 164,
  industryOther: "",
  treelist: [] as { label: string; value: number; isother: number }[],
};

async function signedIn(mobile: string, ip: string) {
  const browser = testClient(srv.url, { ip });
  expect((await signIn(browser, srv.url, mobile)).code).toBe(0);
  return browser;
}

describe("my/EditInterest", () => {
  test("a visitor is sent to the login page (1503)", async () => {
    expect((await testClient(srv.url).call("my/EditInterest", valid)).code).toBe(1503);
    expect((await testClient(srv.url).call("my/userinfo")).code).toBe(1503);
  });

  test("saves the company details, which my/userinfo then shows", async () => {
    const browser = await signedIn("13800138100", "10.1.0.1");
    const res = await browser.call("my/EditInterest", { ...valid, industryOther: "应被忽略" });
    expect(res).toMatchObject({ code: 0, msg: "保存成功" });
    const me = await browser.call("my/userinfo");
    expect((await browser.call<{ list: { title: string }[] }>("my/Interest")).data.list.map((a) => a.title)).toEqual(
      valid.treelist.map((t) => t.label),
    );
    expect((await browser.call("home/interestAlert")).data).toEqual({ count: 0 });
    expect(me.data).toEqual({
      id: expect.any(Number),
      areaCode: "+86",
      mobile: "13800138100",
      chineseName: "张伟",
      companyName: "星河科技",
      headImgUrl: "",
      industryFirst: 9,
      industryLast: 164,
      industryOther: "",
      roles: ["person"],
      province: "",
      city: "",
      email: "",
      qq: "",
      wechat: "",
      department: "",
      position: "",
      address: "",
      mainCompany: "",
      trainingIndustry: null,
    });
  });

  test("tells which field is missing, in the page's words", async () => {
    const browser = await signedIn("13800138101", "10.1.0.2");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, chineseName: "  " }, "请输入中文姓名", "chineseName"],
      [{ ...valid, companyName: undefined }, "请输入公司名称", "companyName"],
      [{ ...valid, industryfirst: 0 }, "请选择一级行业", "industryfirst"],
      [{ ...valid, industryfirst: 999 }, "请选择一级行业", "industryfirst"],
      [{ ...valid, industrylast: 0 }, "请选择二级行业", "industrylast"],
      // A sub-industry of another first level is no answer either.
      [{ ...valid, industrylast: 101 }, "请选择二级行业", "industrylast"],
      [{ ...valid, industryfirst: 32, industrylast: 0 }, "其他行业不能为空", "industryOther"],
      // The survey tree follows the pop-up's rules.
      [{ ...valid, treelist: [] }, "请选择您的身份", "cate1"],
      [{ ...valid, treelist: valid.treelist.filter((t) => t !== valid.treelist[4]) }, "请选择是否有营销行为", "cate5"],
    ];
    for (const [payload, msg, field] of cases) {
      expect(await browser.call("my/EditInterest", payload)).toMatchObject({ code: 1, msg, data: { field } });
    }
    expect((await browser.call<{ chineseName: string }>("my/userinfo")).data.chineseName).toBe("");
  });

  test("其他 with text, and a first level without sub-industries, need no second level", async () => {
    const browser = await signedIn("13800138102", "10.1.0.3");
    expect(
      (await browser.call("my/EditInterest", { ...valid, industryfirst: "32", industrylast: "", industryOther: " 跨境电商 " })).code,
    ).toBe(0);
    expect((await browser.call("my/userinfo")).data).toMatchObject({ industryFirst: 32, industryLast: null, industryOther: "跨境电商" });
    const education = 16;
    expect((await browser.call("my/EditInterest", { ...valid, industryfirst: education, industrylast: 0 })).code).toBe(0);
    expect((await browser.call("my/userinfo")).data).toMatchObject({ industryFirst: education, industryLast: null, industryOther: "" });
  });

  test("each person changes only their own profile", async () => {
    const a = await signedIn("13800138103", "10.1.0.4");
    const b = await signedIn("13800138104", "10.1.0.5");
    await a.call("my/EditInterest", { ...valid, chineseName: "李娜" });
    expect((await b.call<{ chineseName: string }>("my/userinfo")).data.chineseName).toBe("");
    expect((await a.call<{ chineseName: string }>("my/userinfo")).data.chineseName).toBe("李娜");
  });
});
