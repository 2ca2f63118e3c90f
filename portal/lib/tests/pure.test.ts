import { describe, expect, test } from "bun:test";
import { LoginSchema, SendCodeSchema } from "@/api/contract/account";
import { isActive, NAV_ITEMS, searchHref } from "../../components/site/nav-items";
import { validateForm } from "../form";
import { maskMobile } from "../mask";
import { parseSearch, stringifySearch } from "../search-params";

describe("form validation with the calls' own schemas", () => {
  test("the login page's messages", () => {
    expect(validateForm(SendCodeSchema, { areaCode: "+86", mobile: "" }).errors).toEqual({ mobile: "请输入手机号" });
    expect(validateForm(SendCodeSchema, { areaCode: "+86", mobile: "12345" }).errors).toEqual({ mobile: "手机号格式错误" });
    expect(validateForm(LoginSchema, { areaCode: "+86", mobile: "13800138000", code: "12a" }).errors).toEqual({
      code: "请输入正确的验证码格式",
    });
  });

  test("a valid form answers the schema's output", () => {
    const result = validateForm(LoginSchema, { areaCode: "86", mobile: "138 0013 8000", code: "123456" });
    expect(result).toMatchObject({ ok: true, output: { areaCode: "+86", mobile: "13800138000", code: "123456" } });
  });
});

test("mobiles are masked in the middle", () => {
  expect(maskMobile("13800138000")).toBe("138****8000");
  expect(maskMobile("91234567")).toBe("912****4567");
  expect(maskMobile("12345")).toBe("1***5");
});

describe("query strings", () => {
  test("values stay plain text both ways", () => {
    expect(parseSearch("?gotoUrl=%2Fmy%2Findex&isLive=1")).toEqual({ gotoUrl: "/my/index", isLive: "1" });
    expect(stringifySearch({ gotoUrl: "/my/index", isLive: 1, none: undefined })).toBe("?gotoUrl=%2Fmy%2Findex&isLive=1");
    expect(stringifySearch({})).toBe("");
    expect(stringifySearch({ industry: "3,7", key: "a%2Cb" })).toBe("?industry=3,7&key=a%252Cb");
  });
});

describe("header navigation", () => {
  const item = (label: string) => NAV_ITEMS.find((i) => i.label === label)!;

  test("the current section is marked, whatever the case of the path", () => {
    expect(isActive(item("首页"), "/")).toBe(true);
    expect(isActive(item("首页"), "/Home/Index")).toBe(true);
    expect(isActive(item("首页"), "/my/index")).toBe(false);
    expect(isActive(item("直播课程"), "/Learning/List?isLive=1&cateId=2")).toBe(true);
    expect(isActive(item("课程中心"), "/Learning/List?isLive=1")).toBe(false);
    expect(isActive(item("课程中心"), "/Learning/List?industry=3")).toBe(true);
    expect(isActive(item("课程中心"), "/mooctraining/StudyNew/c1?name=x")).toBe(true);
    expect(isActive(item("直播课程"), "/Learning/List")).toBe(false);
    expect(isActive(item("认证考试"), "/certification/examcheck/3")).toBe(true);
    expect(isActive(item("招聘"), "/ZhaoPin/mycv/")).toBe(true);
    expect(isActive(item("招聘"), "/zhaopinx")).toBe(false);
    expect(isActive(item("帮助中心"), "/Help/Center?categoryId=2")).toBe(true);
  });

  test("the site search's results mark no section (帮助中心 neither)", () => {
    expect(NAV_ITEMS.filter((i) => isActive(i, "/Faq/Search?key=%E7%9B%B4%E6%92%AD"))).toEqual([]);
  });

  test("search goes to /Faq/Search?key=", () => {
    expect(searchHref(" 直播 课程 ")).toBe("/Faq/Search?key=%E7%9B%B4%E6%92%AD%20%E8%AF%BE%E7%A8%8B");
  });
});
