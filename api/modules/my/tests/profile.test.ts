import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { signedInAs, signedInOperator, userWith } from "@/api/admin/tests/support";
import type { MyDataArchive } from "@/api/contract/my-profile";
import { latestCode, signIn, type TestClient, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.stop());

const valid = {
  chineseName: "李娜",
  industryfirst: 9,
  industrylast: 164,
  industryOther: "",
  province: "浙江省",
  city: "杭州市",
  companyName: "星河科技",
  email: "lina@example.com",
  qq: "123456789",
  wechat: "lina_2024",
  department: "市场部",
  position: "经理",
  address: "西湖区文三路 1 号",
  mainCompany: "星河科技有限公司",
  trainingIndustry: 0,
};

/** The same number may get a new code at once (the 60 s resend limit is the SMS module's, tested there). */
const allowResend = (mobile: string) =>
  rows(srv.deps.db, `update rate_limits set window_ends_at = now() where key = 'sms:resend:+86${mobile}'`);

async function signedIn(mobile: string, ip: string) {
  await allowResend(mobile);
  const browser = testClient(srv.url, { ip });
  expect((await signIn(browser, srv.url, mobile)).code).toBe(0);
  return browser;
}

async function sendCode(browser: TestClient, mobile: string) {
  expect((await browser.call("common/code", { areaCode: "+86", mobile, ticket: "t", randStr: "r" })).code).toBe(0);
  return (await latestCode(srv.url, mobile)) as string;
}

describe("my/edit", () => {
  test("a visitor is sent to the login page (1503)", async () => {
    expect((await testClient(srv.url).call("my/edit", valid)).code).toBe(1503);
  });

  test("saves every profile field, which my/userinfo then shows", async () => {
    const browser = await signedIn("13800138200", "10.2.0.1");
    expect(await browser.call("my/edit", { ...valid, industryOther: "应被忽略" })).toMatchObject({ code: 0, msg: "保存成功" });
    const me = (await browser.call<Record<string, unknown>>("my/userinfo")).data;
    const { trainingIndustry: _t, industryfirst: _f, industrylast: _l, ...same } = valid;
    expect(me).toMatchObject({ ...same, industryFirst: 9, industryLast: 164, industryOther: "", trainingIndustry: null });
  });

  test("a spec client's industryFirst and industryLast (as spec 001's profile writes them) save the same", async () => {
    const browser = await signedIn("13800138209", "10.2.0.9");
    const { industryfirst, industrylast, ...rest } = valid;
    expect(await browser.call("my/edit", { ...rest, industryFirst: industryfirst, industryLast: industrylast })).toMatchObject({ code: 0 });
    expect((await browser.call<Record<string, unknown>>("my/userinfo")).data).toMatchObject({ industryFirst: 9, industryLast: 164 });
  });

  test("tells which field is wrong, in the spec's words", async () => {
    const browser = await signedIn("13800138201", "10.2.0.2");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, chineseName: "  " }, "请输入姓名", "chineseName"],
      [{ ...valid, industryfirst: 0 }, "请选择行业", "industryfirst"],
      [{ ...valid, industryfirst: 999 }, "请选择行业", "industryfirst"],
      [{ ...valid, industrylast: 0 }, "请选择子行业", "industrylast"],
      [{ ...valid, industrylast: 101 }, "请选择子行业", "industrylast"],
      [{ ...valid, industryfirst: 32, industrylast: 0 }, "其他行业不能为空", "industryOther"],
      [{ ...valid, province: "" }, "请选择所在地区", "province"],
      [{ ...valid, city: undefined }, "请选择所在地区", "city"],
      [{ ...valid, companyName: "" }, "请输入公司名称", "companyName"],
      [{ ...valid, email: "lina@" }, "邮箱格式不正确", "email"],
      [{ ...valid, qq: "12a" }, "请检查QQ格式", "qq"],
      [{ ...valid, chineseName: 5 }, "请输入姓名", "chineseName"],
    ];
    for (const [payload, msg, field] of cases) {
      expect(await browser.call("my/edit", payload)).toMatchObject({ code: 1, msg, data: { field } });
    }
    expect((await browser.call<{ chineseName: string }>("my/userinfo")).data.chineseName).toBe("");
  });

  test("其他 (32) without sub-industries saves its text", async () => {
    const browser = await signedIn("13800138202", "10.2.0.3");
    expect((await browser.call("my/edit", { ...valid, industryfirst: 32, industrylast: 0, industryOther: "无人机" })).code).toBe(0);
    expect((await browser.call("my/userinfo")).data).toMatchObject({ industryFirst: 32, industryLast: null, industryOther: "无人机" });
  });
});

describe("my/UpdateMobile", () => {
  test("a visitor is sent to the login page (1503)", async () => {
    const res = await testClient(srv.url).call("my/UpdateMobile", {
      areaCode: "+86",
      oldmobile: "",
      newmobile: "13800138299",
      code: "123456",
    });
    expect(res.code).toBe(1503);
  });

  test("refuses bad input and the current number", async () => {
    const browser = await signedIn("13800138210", "10.2.1.1");
    const base = { areaCode: "+86", oldmobile: "13800138210", newmobile: "13800138211", code: "123456" };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, newmobile: "" }, "请输入手机号", "newmobile"],
      [{ ...base, newmobile: "2380013" }, "请输入正确的手机号", "newmobile"],
      [{ ...base, code: "" }, "请输入验证码", "code"],
      // Spec 001 section 5: the profile's code is numeric.
      [{ ...base, code: "12a456" }, "验证码只能是数字", "code"],
      [{ ...base, newmobile: "13800138210" }, "和当前手机号一样,无需修改", "newmobile"],
      // The number the session knows wins over a stale oldmobile.
      [{ ...base, oldmobile: "", newmobile: "13800138210" }, "和当前手机号一样,无需修改", "newmobile"],
    ];
    for (const [payload, msg, field] of cases) {
      expect(await browser.call("my/UpdateMobile", payload)).toMatchObject({ code: 1, msg, data: { field } });
    }
  });

  test("a number of another account is refused on the mobile field", async () => {
    await signedIn("13800138221", "10.2.2.9");
    const browser = await signedIn("13800138220", "10.2.2.1");
    // Refused before any code is spent.
    const code = "123456";
    expect(
      await browser.call("my/UpdateMobile", { areaCode: "+86", oldmobile: "13800138220", newmobile: "13800138221", code }),
    ).toMatchObject({ code: 1, msg: "该手机号已绑定其他账号，请更换手机号", data: { field: "newmobile" } });
    expect((await browser.call("my/userinfo")).data).toMatchObject({ mobile: "13800138220" });
  });

  test("a wrong code answers 701 on the code field", async () => {
    const browser = await signedIn("13800138230", "10.2.3.1");
    const code = await sendCode(browser, "13800138231");
    const wrong = code === "000000" ? "111111" : "000000";
    const res = await browser.call("my/UpdateMobile", { areaCode: "+86", oldmobile: "13800138230", newmobile: "13800138231", code: wrong });
    expect(res).toMatchObject({ code: 701, msg: "验证码错误", data: { field: "code" } });
    // No code at all was sent to this number: 701 as well.
    const none = await browser.call("my/UpdateMobile", {
      areaCode: "+86",
      oldmobile: "13800138230",
      newmobile: "13800138239",
      code: "123456",
    });
    expect(none.code).toBe(701);
  });

  test("moves the number; this device stays signed in, the others are signed out", async () => {
    const here = await signedIn("13800138240", "10.2.4.1");
    const there = await signedIn("13800138240", "10.2.4.2");
    expect((await there.call("my/userinfo")).code).toBe(0);
    const code = await sendCode(here, "13800138241");
    expect(await here.call("my/UpdateMobile", { areaCode: "+86", oldmobile: "13800138240", newmobile: "13800138241", code })).toMatchObject(
      { code: 0, msg: "手机号修改成功" },
    );
    expect((await here.call("my/userinfo")).data).toMatchObject({ mobile: "13800138241" });
    expect((await there.call("my/userinfo")).code).toBe(1503);
    // The code is spent: the same call again is refused.
    const again = await here.call("my/UpdateMobile", { areaCode: "+86", oldmobile: "13800138241", newmobile: "13800138242", code });
    expect(again.code).toBe(701);
  });
});

describe("my/ExportData", () => {
  test("needs a login", async () => {
    expect((await testClient(srv.url).call("my/ExportData")).code).toBe(1503);
  });

  test("holds the person's own data and nobody else's", async () => {
    const other = await signedIn("13800138251", "10.2.5.2");
    expect((await other.call("my/edit", { ...valid, chineseName: "王五", email: "wangwu@example.com" })).code).toBe(0);
    const browser = await signedIn("13800138250", "10.2.5.1");
    expect((await browser.call("my/edit", valid)).code).toBe(0);
    const res = await browser.call<MyDataArchive>("my/ExportData");
    expect(res.code).toBe(0);
    const archive = res.data;
    expect(archive.profile).toMatchObject({ mobile: "13800138250", chineseName: "李娜", email: "lina@example.com", city: "杭州市" });
    for (const key of [
      "interests",
      "trainingSignups",
      "courses",
      "examRegistrations",
      "letters",
      "orders",
      "shopOrders",
      "learningCards",
    ] as const) {
      expect(Array.isArray(archive[key])).toBe(true);
    }
    expect(archive.points).toMatchObject({ balance: 0, ledger: [], lots: [] });
    expect(archive.companyBinding).toEqual({ current: null, requests: [] });
    const text = JSON.stringify(archive);
    expect(text).not.toContain("13800138251");
    expect(text).not.toContain("王五");
    expect(text).not.toContain("token");
  });
});

describe("my/CloseAccount", () => {
  test("needs a login and the typed confirmation", async () => {
    expect((await testClient(srv.url).call("my/CloseAccount", { confirm: "注销账号" })).code).toBe(1503);
    const browser = await signedIn("13800138260", "10.2.6.1");
    expect(await browser.call("my/CloseAccount", { confirm: "注销" })).toMatchObject({
      code: 1,
      msg: "请输入“注销账号”确认",
      data: { field: "confirm" },
    });
    expect((await browser.call("my/userinfo")).code).toBe(0);
  });

  test("erases the personal data, ends every session, frees the number", async () => {
    const browser = await signedIn("13800138270", "10.2.7.1");
    const other = await signedIn("13800138270", "10.2.7.2");
    expect((await browser.call("my/edit", valid)).code).toBe(0);
    const examForm = { chineseName: "李娜", lastName: "Li", firstName: "Na", iDCard: "11010519491231002X" };
    expect((await browser.call("my/examedit", examForm)).code).toBe(0);
    const id = (await browser.call<{ id: number }>("my/userinfo")).data.id;
    expect(await browser.call("my/CloseAccount", { confirm: "注销账号" })).toMatchObject({ code: 0, msg: "账号已注销" });
    expect((await browser.call("my/userinfo")).code).toBe(1503);
    expect((await other.call("my/userinfo")).code).toBe(1503);
    const [row] = await rows(
      srv.deps.db,
      `select mobile, chinese_name, email, company_name, city, disabled, closed_at from users where id = ${id}`,
    );
    expect(row).toMatchObject({ mobile: `closed-${id}`, chinese_name: "", email: "", company_name: "", city: "", disabled: 1 });
    expect(row.closed_at).not.toBeNull();
    expect(await rows(srv.deps.db, `select 1 from exam_profiles where user_id = ${id}`)).toEqual([]);
    // The number is free again: signing in with it makes a new, empty account.
    const again = await signedIn("13800138270", "10.2.7.3");
    const me = (await again.call<{ id: number; chineseName: string }>("my/userinfo")).data;
    expect(me.id).not.toBe(id);
    expect(me.chineseName).toBe("");
  });
});

describe("forms prefill from the profile", () => {
  test("the exam profile starts from the profile's e-mail, address, province, city and company", async () => {
    const browser = await signedIn("13800138280", "10.2.8.1");
    expect((await browser.call("my/edit", valid)).code).toBe(0);
    expect((await browser.call("my/pearsonexamedit")).data).toMatchObject({
      chineseName: "李娜",
      mobile: "13800138280",
      email: "lina@example.com",
      postAddress: "西湖区文三路 1 号",
      province: "浙江省",
      city: "杭州市",
      companyName: "星河科技",
    });
  });
});

describe("the back office's users", () => {
  test("an operator sees the profile fields; an enterprise account sees none of them", async () => {
    const person = await userWith(srv.deps.db, "13800138290", {
      chineseName: "赵敏",
      email: "zm@example.com",
      city: "苏州市",
      companyId: null,
    });
    const op = await signedInOperator(srv.deps.db, srv.url, "13800138291", "运营");
    const shown = (await op.get(`/users/${person.id}`)).json;
    expect(shown).toMatchObject({ chineseName: "赵敏", email: "zm@example.com", city: "苏州市", qq: "", closedAt: null });
    const [company] = await rows(srv.deps.db, "insert into companies (company_name) values ('示例公司') returning id");
    await userWith(srv.deps.db, "13800138290", { companyId: Number(company.id) });
    const hr = await signedInAs(srv.deps.db, srv.url, "13800138292", { roles: ["person", "enterprise"], companyId: Number(company.id) });
    const seen = (await hr.get(`/users/${person.id}`)).json;
    expect(seen).toMatchObject({ chineseName: "赵敏" });
    expect(seen).not.toHaveProperty("email");
    expect(seen).not.toHaveProperty("city");
  });
});
