import { describe, expect, test } from "bun:test";
import { afterLoginHref, afterRegisterHref } from "../after-login";

const ORIGIN = "http://localhost:3201";

describe("where a sign-in leads", () => {
  test("a new registrant goes to the interest page, carrying the return address", () => {
    expect(afterLoginHref(true, "/activity/detail?id=3", ORIGIN)).toBe("/user/interest?gotoUrl=%2Factivity%2Fdetail%3Fid%3D3");
    expect(afterLoginHref(true, undefined, ORIGIN)).toBe("/user/interest");
  });

  test("anyone else goes back to gotoUrl, or to /my/index without one", () => {
    expect(afterLoginHref(false, "/training/Detail/8", ORIGIN)).toBe("/training/Detail/8");
    expect(afterLoginHref(false, undefined, ORIGIN)).toBe("/my/index");
    expect(afterLoginHref(false, "", ORIGIN)).toBe("/my/index");
  });

  test("a return address off the site leads home instead", () => {
    expect(afterLoginHref(false, "https://evil.example.com/", ORIGIN)).toBe("/");
    expect(afterLoginHref(true, "//evil.example.com", ORIGIN)).toBe("/user/interest?gotoUrl=%2F");
  });
});

describe("where a registration leads at once", () => {
  test("back to fromurl, else gotoUrl, when it is one of our pages", () => {
    expect(afterRegisterHref("/study/index", "/my/card", ORIGIN)).toBe("/study/index");
    expect(afterRegisterHref(undefined, "/my/card", ORIGIN)).toBe("/my/card");
    expect(afterRegisterHref("https://evil.example.com/", undefined, ORIGIN)).toBe("/");
  });

  test("nowhere without one (the page shows its message, then /my/index)", () => {
    expect(afterRegisterHref(undefined, undefined, ORIGIN)).toBeNull();
    expect(afterRegisterHref("", "", ORIGIN)).toBeNull();
  });
});
