import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { InterestCategory, InterestOption } from "@/api/contract/interest";
import { PARTNER_MSG } from "@/api/contract/partner-login";
import { REG_MSG } from "@/api/contract/registration";
import { seedInterest } from "@/db/seed/interest";
import { silentLog } from "@/db/seed/progress";
import { latestCode, signIn, type TestClient, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";
import { adminBrowser, adminSignIn } from "../../../admin/tests/support";
import { hashAuthCode } from "../../partner-login/reseller-auth";
import { insertRegisteredUser } from "../queries";

let srv: TestServer;
let tree: InterestCategory[];
let industry: number;

beforeAll(async () => {
  srv = await startTestServer();
  await seedInterest(srv.deps.db, silentLog);
  tree = (await testClient(srv.url).call<{ list: InterestCategory[] }>("common/getinterestlist")).data.list;
  [{ id: industry }] = await rows<{ id: number }>(
    srv.deps.db,
    "select id from industries where parent_id = 0 and id <> 32 order by id limit 1",
  );
});
afterAll(() => srv.stop());

const identity = (title: string) => tree[0].oplist.find((o) => o.title === title) as InterestOption;

// Every test has its own number and client address, so the per-number and per-IP limits stay apart.
let n = 0;
function fresh() {
  n++;
  return { mobile: `1370013${String(n).padStart(4, "0")}`, browser: testClient(srv.url, { ip: `10.19.0.${n}` }) };
}

async function textCode(browser: TestClient, mobile: string) {
  const sent = await browser.call("common/code", { areaCode: "+86", mobile, ticket: "t", randStr: "r" });
  expect(sent.code).toBe(0);
  return (await latestCode(srv.url, mobile)) as string;
}

/** The /user/reg form as a person fills it in, with `over` changed. */
const form = (mobile: string, code: string, over: Record<string, unknown> = {}) => ({
  Person_Enterprise: 0,
  chineseName: "注册人",
  industry,
  industryOther: "",
  regRole: identity("广告主").id,
  regRoleOther: "",
  regChildRole: 0,
  companyName: "",
  accountId: "",
  areaCode: "+86",
  mobile,
  code,
  auth: "",
  ...over,
});

const accounts = async (mobile: string) =>
  (await rows<{ n: number }>(srv.deps.db, `select count(*)::int as n from users where mobile = '${mobile}'`))[0].n;

describe("common/reg refuses each field with its message, and costs no code", () => {
  const enterprise = { Person_Enterprise: 1, companyName: "某某科技有限公司", accountId: "mouMou_01" };
  const cases: [string, () => Record<string, unknown>, string, string][] = [
    ["neither person nor enterprise", () => ({ Person_Enterprise: "" }), "Person_Enterprise", REG_MSG.kind],
    ["an unknown kind", () => ({ Person_Enterprise: 2 }), "Person_Enterprise", REG_MSG.kind],
    ["no name", () => ({ chineseName: "  " }), "chineseName", REG_MSG.chineseName],
    ["no industry", () => ({ industry: "" }), "industry", REG_MSG.industry],
    ["an industry that does not exist", () => ({ industry: 9999 }), "industry", REG_MSG.industry],
    ["其他 industry without its text", () => ({ industry: 32 }), "industryOther", REG_MSG.industryOther],
    ["no role", () => ({ regRole: 0 }), "regRole", REG_MSG.role],
    ["the role left out", () => ({ regRole: undefined }), "regRole", REG_MSG.role],
    ["the kind left out", () => ({ Person_Enterprise: undefined }), "Person_Enterprise", REG_MSG.kind],
    ["a role from another question", () => ({ regRole: tree[1].oplist[0].id }), "regRole", REG_MSG.role],
    ["a follow-up option as the role", () => ({ regRole: identity("流量主").child[0].id }), "regRole", REG_MSG.role],
    ["流量主 without its child role", () => ({ regRole: identity("流量主").id }), "regChildRole", REG_MSG.childRole],
    [
      "流量主 with another option as its child",
      () => ({ regRole: identity("流量主").id, regChildRole: identity("广告主").id }),
      "regChildRole",
      REG_MSG.childRole,
    ],
    ["其他 role without its text", () => ({ regRole: identity("其他").id }), "regRoleOther", REG_MSG.roleOther],
    ["an enterprise without company name", () => ({ ...enterprise, companyName: "" }), "companyName", REG_MSG.companyName],
    ["an enterprise without account", () => ({ ...enterprise, accountId: "" }), "accountId", REG_MSG.accountId],
    ["an account with spaces", () => ({ ...enterprise, accountId: "a b" }), "accountId", REG_MSG.accountIdFormat],
    ["no mobile", () => ({ mobile: "" }), "mobile", "请输入手机号"],
    ["a code that is not 6 digits", () => ({ code: "12a" }), "code", "请输入正确的验证码格式"],
  ];

  test.each(cases)("%s", async (_what, change, field, msg) => {
    const { mobile, browser } = fresh();
    const code = await textCode(browser, mobile);
    expect(await browser.call("common/reg", form(mobile, code, change()))).toMatchObject({ code: 1, msg, data: { field } });
    expect(await accounts(mobile)).toBe(0);
    // Corrected, the same code still registers: the refusal spent nothing.
    expect((await browser.call("common/reg", form(mobile, code))).code).toBe(0);
  });

  test("a wrong code is refused on the code field and makes no account", async () => {
    const { mobile, browser } = fresh();
    const code = await textCode(browser, mobile);
    const wrong = code === "000000" ? "000001" : "000000";
    expect(await browser.call("common/reg", form(mobile, wrong))).toMatchObject({ code: 1, msg: "验证码错误", data: { field: "code" } });
    expect(await accounts(mobile)).toBe(0);
    expect((await browser.call("common/currentuser")).data).toBeNull();
  });

  test("a number that already has an account is told to sign in", async () => {
    const { mobile, browser } = fresh();
    await signIn(browser, srv.url, mobile);
    await browser.call("my/out");
    expect(await browser.call("common/reg", form(mobile, "123456"))).toMatchObject({
      code: 1,
      msg: REG_MSG.registered,
      data: { field: "mobile" },
    });
    expect(await accounts(mobile)).toBe(1);
  });
});

describe("a person's registration", () => {
  test("takes the spec's own spelling of the area code, areacode", async () => {
    const { mobile, browser } = fresh();
    const { areaCode: _house, ...spec } = form(mobile, await textCode(browser, mobile), { chineseName: "王拼写" });
    expect(await browser.call("common/reg", { ...spec, areacode: "+86" })).toMatchObject({ code: 0, msg: REG_MSG.success });
    expect((await browser.call("common/currentuser")).data).toMatchObject({ mobile, chineseName: "王拼写" });
  });

  test("makes the account with name, industry and role, signs the person in, and a later login works", async () => {
    const { mobile, browser } = fresh();
    const answer = await browser.call("common/reg", form(mobile, await textCode(browser, mobile), { chineseName: "李注册" }));
    expect(answer).toMatchObject({ code: 0, msg: REG_MSG.success, data: { enterprise: null } });
    expect((await browser.call("common/currentuser")).data).toMatchObject({ mobile, chineseName: "李注册", roles: ["person"] });
    expect((await browser.call("my/Interest")).data).toEqual({ list: [{ id: identity("广告主").id, cateid: 1, title: "广告主" }] });
    const [user] = await rows<{ industry_first: number; company_name: string }>(
      srv.deps.db,
      `select industry_first, company_name from users where mobile = '${mobile}'`,
    );
    expect(user).toEqual({ industry_first: industry, company_name: "" });
    expect((await browser.call("my/EnterpriseApplication")).data).toBeNull();

    await browser.call("my/out");
    await rows(srv.deps.db, `update rate_limits set window_ends_at = now() where key like 'sms:resend:%${mobile}'`);
    // Signing in again is a known number's login, not a new registration.
    expect(await signIn(browser, srv.url, mobile)).toMatchObject({ code: 0, data: "" });
    expect((await browser.call("common/currentuser")).data).toMatchObject({ mobile, chineseName: "李注册" });
  });

  test("keeps 流量主 with its child role, and the text of 其他 role and industry", async () => {
    const owner = fresh();
    const traffic = identity("流量主");
    const child = traffic.child.find((o) => o.title === "否") as InterestOption;
    const code = await textCode(owner.browser, owner.mobile);
    expect((await owner.browser.call("common/reg", form(owner.mobile, code, { regRole: traffic.id, regChildRole: child.id }))).code).toBe(
      0,
    );
    expect((await owner.browser.call("my/Interest")).data).toEqual({
      list: expect.arrayContaining([
        { id: traffic.id, cateid: 1, title: "流量主" },
        { id: child.id, cateid: 1, title: "否" },
      ]),
    });

    const other = fresh();
    const over = { regRole: identity("其他").id, regRoleOther: "自媒体人", industry: 32, industryOther: "文博" };
    expect((await other.browser.call("common/reg", form(other.mobile, await textCode(other.browser, other.mobile), over))).code).toBe(0);
    expect((await other.browser.call("my/Interest")).data).toEqual({ list: [{ id: identity("其他").id, cateid: 1, title: "自媒体人" }] });
    const [user] = await rows(srv.deps.db, `select industry_first, industry_other from users where mobile = '${other.mobile}'`);
    expect(user).toEqual({ industry_first: 32, industry_other: "文博" });
  });

  test("two registrations of one number at once make one account; the other is refused", async () => {
    const { mobile, browser } = fresh();
    const code = await textCode(browser, mobile);
    // A double click: the same form sent twice.
    const answers = await Promise.all([
      browser.call("common/reg", form(mobile, code)),
      testClient(srv.url).call("common/reg", form(mobile, code)),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 1]);
    expect(await accounts(mobile)).toBe(1);
  });

  test("the unique number decides between two accounts made at once", async () => {
    const person = {
      areaCode: "+86",
      mobile: "13700139999",
      chineseName: "同时",
      companyName: "",
      industryFirst: industry,
      industryOther: "",
    };
    const made = await Promise.all([insertRegisteredUser(srv.deps.db, person), insertRegisteredUser(srv.deps.db, person)]);
    expect(made.filter(Boolean)).toHaveLength(1);
    expect(await accounts(person.mobile)).toBe(1);
  });
});

describe("a registration from a reseller's link (auth)", () => {
  const code = "RS-REGT-EST2-026A";
  const isReseller = async (mobile: string) =>
    (await rows(srv.deps.db, `select 1 from resellers r join users u on u.id = r.user_id where u.mobile = '${mobile}'`)).length;

  beforeAll(async () => {
    await rows(
      srv.deps.db,
      `insert into reseller_auth_codes (code_hash, code_hint, reseller_name, max_uses) values ('${hashAuthCode(code)}', '026A', '注册测试代理商', 1)`,
    );
  });

  test("makes the new person that reseller and spends one use", async () => {
    const { mobile, browser } = fresh();
    expect((await browser.call("common/reg", form(mobile, await textCode(browser, mobile), { auth: code }))).code).toBe(0);
    expect(await isReseller(mobile)).toBe(1);
  });

  test("a used-up code refuses the registration before its SMS code is spent, and makes no account", async () => {
    const { mobile, browser } = fresh();
    const sms = await textCode(browser, mobile);
    expect(await browser.call("common/reg", form(mobile, sms, { auth: code }))).toMatchObject({ code: 1, msg: PARTNER_MSG.authUsedUp });
    expect(await accounts(mobile)).toBe(0);
    expect((await browser.call("common/reg", form(mobile, sms))).code).toBe(0);
    expect(await isReseller(mobile)).toBe(0);
  });
});

describe("an enterprise registration", () => {
  test("is a person's account with a pending application, and no back office until approved", async () => {
    const { mobile, browser } = fresh();
    const over = { Person_Enterprise: 1, companyName: "申请科技有限公司", accountId: "shenqing-01" };
    const answer = await browser.call<{ userId: number; enterprise: unknown }>(
      "common/reg",
      form(mobile, await textCode(browser, mobile), over),
    );
    expect(answer).toMatchObject({ code: 0, msg: REG_MSG.success, data: { enterprise: { status: "pending" } } });
    expect((await browser.call("common/currentuser")).data).toMatchObject({ roles: ["person"] });
    expect((await browser.call("my/EnterpriseApplication")).data).toMatchObject({
      companyName: "申请科技有限公司",
      status: "pending",
      reason: "",
      decidedAt: null,
    });
    const [user] = await rows(srv.deps.db, `select company_name, company_id from users where mobile = '${mobile}'`);
    expect(user).toEqual({ company_name: "申请科技有限公司", company_id: null });

    const office = adminBrowser(srv.url);
    await rows(srv.deps.db, `update rate_limits set window_ends_at = now() where key like 'sms:resend:%${mobile}'`);
    expect((await adminSignIn(office, srv.url, mobile)).status).toBe(403);
  });

  test("my/EnterpriseApplication needs a login", async () => {
    expect((await testClient(srv.url).call("my/EnterpriseApplication")).code).toBe(1503);
  });
});
