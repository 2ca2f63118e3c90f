import { describe, expect, test } from "bun:test";
import { catalogueAction, keepReturnParam, loginHref } from "../catalogue";

const ORIGIN = "http://localhost:3201";
const env = (code: number, data: unknown = null, msg = "消息") => ({ code, msg, data });
const none = () => false;

describe("the error catalogue as actions", () => {
  test("each code's action", () => {
    expect(catalogueAction(env(0), "/", ORIGIN, none)).toEqual({ kind: "ok" });
    expect(catalogueAction(env(1401), "/", ORIGIN, none)).toEqual({ kind: "ignore" });
    expect(catalogueAction(env(1302, "/my/edit"), "/a?gotoUrl=%2Fb", ORIGIN, none)).toEqual({
      kind: "toastThenGo",
      msg: "消息",
      href: "/my/edit?gotoUrl=%2Fb",
    });
    expect(catalogueAction(env(302, "/my/index"), "/", ORIGIN, none)).toEqual({ kind: "go", href: "/my/index" });
    expect(catalogueAction(env(1503), "/activity/detail?id=1", ORIGIN, none)).toEqual({
      kind: "login",
      href: "/user/login?gotoUrl=%2Factivity%2Fdetail%3Fid%3D1",
    });
    expect(catalogueAction(env(1504), "/", ORIGIN, none)).toEqual({ kind: "alert", msg: "消息" });
    expect(catalogueAction(env(1), "/", ORIGIN, none)).toEqual({ kind: "fail" });
    expect(catalogueAction(env(500), "/", ORIGIN, none)).toEqual({ kind: "fail" });
  });

  test("1501 and 1502 go to a registered hook, otherwise they fail like any code", () => {
    expect(catalogueAction(env(1501), "/", ORIGIN, (c) => c === 1501)).toEqual({ kind: "hook", code: 1501 });
    expect(catalogueAction(env(1502), "/", ORIGIN, (c) => c === 1501)).toEqual({ kind: "fail" });
  });

  test("302 and 1302 never leave the site", () => {
    expect(catalogueAction(env(302, "https://evil.example.com"), "/", ORIGIN, none)).toEqual({ kind: "go", href: "/" });
    expect(catalogueAction(env(302, null), "/", ORIGIN, none)).toEqual({ kind: "go", href: "/" });
  });
});

describe("return addresses", () => {
  test("the login page comes back to the page it was sent from", () => {
    expect(loginHref("/my/index", ORIGIN)).toBe("/user/login?gotoUrl=%2Fmy%2Findex");
    expect(loginHref("/Faq/Search?key=直播#top", ORIGIN)).toBe(
      `/user/login?gotoUrl=${encodeURIComponent("/Faq/Search?key=%E7%9B%B4%E6%92%AD#top")}`,
    );
  });

  test("on the login page itself, its own return address is kept", () => {
    expect(loginHref("/User/Login?gotoUrl=%2Fmy%2Findex", ORIGIN)).toBe("/User/Login?gotoUrl=%2Fmy%2Findex");
  });

  test("1302 carries on fromurl or gotoUrl, unless the target has its own", () => {
    expect(keepReturnParam("/my/edit", "/x?fromurl=%2Fhome%2Findex", ORIGIN)).toBe("/my/edit?fromurl=%2Fhome%2Findex");
    expect(keepReturnParam("/my/edit?gotoUrl=%2Fa", "/x?gotoUrl=%2Fb", ORIGIN)).toBe("/my/edit?gotoUrl=%2Fa");
    expect(keepReturnParam("/my/edit", "/x", ORIGIN)).toBe("/my/edit");
  });
});
