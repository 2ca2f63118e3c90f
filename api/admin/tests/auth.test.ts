import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { signIn, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { type Admin, identityOf } from "../identity";
import { adminBrowser, adminSignIn, userWith } from "./support";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
  await userWith(srv.deps.db, "13900000001", { roles: ["person", "operator"], chineseName: "王运营" });
  await userWith(srv.deps.db, "13900000003", { roles: ["person", "operator"], disabled: 1 });
});
afterAll(() => srv.stop());

describe("back-office sign-in", () => {
  test("without a session every call answers 401 请先登录", async () => {
    const browser = adminBrowser(srv.url);
    for (const path of ["/auth/me", "/users", "/companies/1", "/audit-logs"]) {
      const res = await browser.get(path);
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: "请先登录" });
    }
  });

  test("the captcha is null when the driver needs none", async () => {
    const res = await adminBrowser(srv.url).post("/auth/captcha");
    expect(res.status).toBe(200);
    expect(res.json).toBeNull();
  });

  test("an operator signs in by SMS code, sees who they are, and signs out", async () => {
    const browser = adminBrowser(srv.url);
    const login = await adminSignIn(browser, srv.url, "13900000001");
    expect(login).toMatchObject({ status: 200, json: { message: "登录成功" } });
    const me = await browser.get("/auth/me");
    expect(me.json).toMatchObject({ fullName: "王运营", mobile: "13900000001", roles: ["person", "operator"] });
    // Outside production the menu offers the development tools (压测).
    expect(me.json.devTools).toBe(true);
    expect((await browser.post("/auth/logout")).status).toBe(200);
    expect((await browser.get("/auth/me")).status).toBe(401);
  });

  test("in production the identity offers no development tools", () => {
    const admin: Admin = {
      id: 1,
      chineseName: "王运营",
      areaCode: "+86",
      mobile: "13900000001",
      roles: ["person", "operator"],
      companyId: null,
      companyName: "",
    };
    const me = identityOf(admin, { production: true });
    expect(me).toMatchObject({ fullName: "王运营", devTools: false });
  });

  test("a person's login is refused with 403 and gets no session", async () => {
    const browser = adminBrowser(srv.url);
    const login = await adminSignIn(browser, srv.url, "13900000002");
    expect(login.status).toBe(403);
    expect(login.json).toEqual({ message: "该账号没有后台权限" });
    expect(login.headers.getSetCookie()).toEqual([]);
    expect((await browser.get("/auth/me")).status).toBe(401);
  });

  test("a disabled operator is refused", async () => {
    const login = await adminSignIn(adminBrowser(srv.url), srv.url, "13900000003");
    expect(login).toMatchObject({ status: 403, json: { message: "该账号已被停用，请联系客服" } });
  });

  test("a person signed in on the portal gets 403 from the back office", async () => {
    const portal = testClient(srv.url, { ip: "10.8.0.1" });
    await signIn(portal, srv.url, "13900000004");
    const browser = adminBrowser(srv.url);
    for (const [k, v] of portal.cookies) browser.cookies.set(k, v);
    const me = await browser.get("/auth/me");
    expect(me.status).toBe(403);
    expect(me.json).toEqual({ message: "该账号没有后台权限" });
    expect((await browser.get("/users")).status).toBe(403);
  });

  test("a wrong code and a malformed number name their field", async () => {
    const browser = adminBrowser(srv.url);
    const wrong = await browser.post("/auth/login", { areaCode: "+86", mobile: "13900000001", code: "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.json.field).toBe("code");
    const bad = await browser.post("/auth/code", { areaCode: "+86", mobile: "12345" });
    expect(bad).toMatchObject({ status: 400, json: { message: "手机号格式错误", field: "mobile" } });
  });

  test("writes from another site or without JSON are refused", async () => {
    const browser = adminBrowser(srv.url);
    const cross = await browser.request(
      "POST",
      "/auth/code",
      { areaCode: "+86", mobile: "13900000001" },
      { origin: "https://evil.example" },
    );
    expect(cross).toMatchObject({ status: 403, json: { message: "非法的请求来源" } });
    const form = await browser.request("POST", "/auth/logout", undefined, { "content-type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
  });
});
