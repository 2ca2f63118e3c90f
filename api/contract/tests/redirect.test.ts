import { describe, expect, test } from "bun:test";
import { safeRedirect } from "../redirect";

const ORIGIN = "https://xuexi.example.cn";

describe("safeRedirect", () => {
  test.each([
    ["/my/index", "/my/index"],
    ["/Faq/Search?key=%E7%9B%B4%E6%92%AD&name=home#top", "/Faq/Search?key=%E7%9B%B4%E6%92%AD&name=home#top"],
    ["/user/interest?gotoUrl=%2Fmy%2Findex", "/user/interest?gotoUrl=%2Fmy%2Findex"],
    ["my/index", "/my/index"],
    ["?isLive=1", "/?isLive=1"],
    ["/学习/课程", "/%E5%AD%A6%E4%B9%A0/%E8%AF%BE%E7%A8%8B"],
    [`${ORIGIN}/training/Detail/12?name=a`, "/training/Detail/12?name=a"],
    ["HTTPS://XUEXI.EXAMPLE.CN/my/index", "/my/index"],
  ])("keeps the same-site address %p", (target, expected) => {
    expect(safeRedirect(target, ORIGIN)).toBe(expected);
  });

  test.each([
    ["protocol-relative", "//evil.com"],
    ["protocol-relative with path", "//evil.com/my/index"],
    ["three slashes", "///evil.com"],
    ["another host", "https://evil.com/my/index"],
    ["another port of our host", "https://xuexi.example.cn:8443/my/index"],
    ["plain http of our host", "http://xuexi.example.cn/my/index"],
    ["a look-alike host", "https://xuexi.example.cn.evil.com/"],
    ["user-info trick", "https://xuexi.example.cn@evil.com/"],
    ["javascript scheme", "javascript:alert(1)"],
    ["javascript scheme, mixed case", "JaVaScRiPt:alert(document.cookie)"],
    ["data scheme", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
    ["vbscript scheme", "vbscript:msgbox(1)"],
    ["backslash after slash", "/\\evil.com"],
    ["double backslash", "\\\\evil.com"],
    ["backslash in the middle", "/my/..\\..\\evil.com"],
    ["encoded protocol-relative", "/%2F%2Fevil.com"],
    ["encoded protocol-relative without the slash", "%2F%2Fevil.com"],
    ["double-encoded protocol-relative", "/%252F%252Fevil.com"],
    ["encoded backslash", "/%5Cevil.com"],
    ["encoded double backslash", "%5C%5Cevil.com"],
    ["encoded javascript scheme", "javascript%3Aalert(1)"],
    ["encoded tab", "/%09/evil.com"],
    ["encoded line break", "/%0d%0aSet-Cookie:x=1"],
    ["encoded null", "/my%00/index"],
    ["broken encoding", "/my/%E0%A4%A"],
    ["tab inside the slashes", "/\t/evil.com"],
    ["line break inside the slashes", "/\n/evil.com"],
    ["leading space", " //evil.com"],
    ["leading space before a path", " /my/index"],
    ["scheme broken by a tab", "java\tscript:alert(1)"],
    ["line separator", "/\u2028/evil.com"],
    ["zero-width space", "/\u200b/evil.com"],
    ["dot segments climbing to a host", "/a/../..//evil.com"],
    ["same origin with a double-slash path", `${ORIGIN}//evil.com`],
    ["empty", ""],
    ["not a string", undefined],
    ["too long", `/${"a".repeat(3000)}`],
  ])("refuses %s", (_name, target) => {
    expect(safeRedirect(target, ORIGIN)).toBe("/");
  });

  test("works with a development origin", () => {
    expect(safeRedirect("http://localhost:3201/my/index", "http://localhost:3201")).toBe("/my/index");
    expect(safeRedirect("http://localhost:3202/my/index", "http://localhost:3201")).toBe("/");
  });
});
