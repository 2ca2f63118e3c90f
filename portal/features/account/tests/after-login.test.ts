import { describe, expect, test } from "bun:test";
import { afterLoginHref } from "../after-login";

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
