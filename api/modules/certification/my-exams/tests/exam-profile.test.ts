import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { signedInPeople } from "@/api/modules/training/tests/helpers";
import { latestCode } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";

type Profile = Record<string, string | number>;

let srv: TestServer;
let me: Awaited<ReturnType<typeof signedInPeople>>[number];
let other: typeof me;

beforeAll(async () => {
  srv = await startTestServer();
  [me, other] = await signedInPeople(srv.deps.db, srv.url, 2, 17600000000);
}, 60_000);
afterAll(() => srv.stop());

const pearson = (over: Record<string, unknown> = {}) =>
  me.client.call("my/pearsonceredit", {
    chineseName: "张三",
    areaCode: "+86",
    mobile: me.mobile,
    code: "000000",
    email: "zhang@example.com",
    province: "广东省",
    city: "广州市",
    companyName: "测试公司",
    idType: 0,
    idCard: "11010519491231002X",
    ...over,
  });
const otherForm = (over: Record<string, unknown> = {}) =>
  me.client.call("my/examedit", { chineseName: "张三", lastName: "Zhang", firstName: "San", iDCard: "11010519491231002X", ...over });

describe("the exam profile forms", () => {
  test("before any save, the profile starts from the account's own name and mobile", async () => {
    expect((await me.client.call<Profile>("my/pearsonexamedit")).data).toMatchObject({
      chineseName: "学员0",
      mobile: me.mobile,
      idCard: "",
      lastName: "",
    });
  });

  test("the pearson form answers each of the spec's messages", async () => {
    const field = async (over: Record<string, unknown>) => {
      const a = await pearson(over);
      return [a.msg, (a.data as { field?: string } | null)?.field];
    };
    expect(await field({ chineseName: "" })).toEqual(["姓名不能为空", "chineseName"]);
    expect(await field({ mobile: "" })).toEqual(["手机号码不能为空", "mobile"]);
    expect(await field({ code: "" })).toEqual(["验证码不能为空", "code"]);
    expect(await field({ email: "" })).toEqual(["邮箱地址不能为空", "email"]);
    expect(await field({ email: "x@y" })).toEqual(["邮箱格式不正确", "email"]);
    expect(await field({ province: "" })).toEqual(["省份不能为空", "province"]);
    expect(await field({ city: "" })).toEqual(["城市不能为空", "city"]);
    expect(await field({ companyName: "" })).toEqual(["企业名称不能为空", "companyName"]);
    expect(await field({ idType: 1, idCard: "", idPic: "/upload/x.jpg" })).toEqual(["护照/港澳台通行证不能为空", "idCard"]);
    expect(await field({ idType: 1, idCard: "E12345678", idPic: "" })).toEqual(["护照/港澳台通行证件照不能为空", "idPic"]);
  });

  test("the pearson form saves only with the mobile's SMS code", async () => {
    expect(await pearson({ code: "123456" })).toMatchObject({ code: 1, data: { field: "code" } });
    expect((await me.client.call("common/code", { areaCode: "+86", mobile: me.mobile, ticket: "t", randStr: "r" })).code).toBe(0);
    const code = await latestCode(srv.url, me.mobile);
    expect(await pearson({ code })).toMatchObject({ code: 0, msg: "保存成功" });
    expect((await me.client.call<Profile>("my/pearsonexamedit")).data).toMatchObject({
      email: "zhang@example.com",
      city: "广州市",
      companyName: "测试公司",
      idCard: "11010519491231002X",
    });
    expect(await pearson({ code })).toMatchObject({ code: 1, data: { field: "code" } });
  });

  test("the other form: pinyin letters, an ID card or passport, optional but valid phone and e-mail", async () => {
    expect(await otherForm({ lastName: "张" })).toMatchObject({ code: 1, msg: "请输入姓拼音", data: { field: "lastName" } });
    expect(await otherForm({ firstName: "" })).toMatchObject({ code: 1, msg: "请输入名拼音", data: { field: "firstName" } });
    expect(await otherForm({ iDCard: "110105194912310021" })).toMatchObject({
      code: 1,
      msg: "请输入正确的身份证号/护照号格式",
      data: { field: "iDCard" },
    });
    expect(await otherForm({ email: "zhang@" })).toMatchObject({ code: 1, msg: "请输入正确的邮箱格式", data: { field: "email" } });
    expect(await otherForm({ phone: "12345" })).toMatchObject({ code: 1, msg: "请输入正确的电话号码", data: { field: "phone" } });
    expect(await otherForm({ iDCard: "E12345678", phone: "", email: "" })).toMatchObject({ code: 0, msg: "保存成功" });
    expect(await otherForm({ phone: "010-88886666", postAddress: "北京市海淀区" })).toMatchObject({ code: 0 });
    const saved = (await me.client.call<Profile>("my/pearsonexamedit")).data;
    // The other form's half is saved beside the pearson form's, which stays.
    expect(saved).toMatchObject({
      lastName: "Zhang",
      firstName: "San",
      phone: "010-88886666",
      postAddress: "北京市海淀区",
      email: "",
      city: "广州市",
    });
    expect((await other.client.call<Profile>("my/pearsonexamedit")).data).toMatchObject({ lastName: "", idCard: "" });
  });
});
