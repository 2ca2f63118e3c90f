import { describe, expect, test } from "bun:test";
import type { InterestCategory } from "@/api/contract/interest";
import { REG_MSG } from "@/api/contract/registration";
import { interestOption as option } from "@/portal/lib/tests/interest-option";
import { type RegValues, regRoles, roleIssue, toRegPayload } from "../reg-roles";

/** The seeded identity question's shape: 广告主, 流量主 with its 是/否, 其他 with text. */
const ROLES = [
  option(1, "广告主"),
  option(3, "流量主", { childTitle: "是否已接入广告变现平台", child: [option(31, "是"), option(32, "否")] }),
  option(6, "其他", { isother: 1 }),
];
const CATEGORIES: InterestCategory[] = [
  { cateId: 2, title: "您关注的岗位", multiple: true, message: "", oplist: [option(20, "市场营销")] },
  { cateId: 1, title: "您的身份", multiple: false, message: "", oplist: ROLES },
];

const filled: RegValues = {
  Person_Enterprise: 0,
  chineseName: "唐语桐",
  industry: 32,
  industryOther: "新能源",
  regRole: 3,
  regRoleOther: "品牌方",
  regChildRole: 31,
  companyName: "星河互动",
  accountId: "xinghe",
  areaCode: "+86",
  mobile: "13900000097",
  code: "123456",
  agreed: true,
};

describe("registration's roles", () => {
  test("are the identity question's top-level options", () => {
    expect(regRoles(CATEGORIES).map((r) => r.title)).toEqual(["广告主", "流量主", "其他"]);
    expect(regRoles(undefined)).toEqual([]);
  });

  test("流量主 asks its child role and 其他 its text; others ask nothing more", () => {
    expect(roleIssue({ regRole: 3, regChildRole: 0, regRoleOther: "" }, ROLES)).toEqual({ field: "regChildRole", msg: REG_MSG.childRole });
    expect(roleIssue({ regRole: 3, regChildRole: 32, regRoleOther: "" }, ROLES)).toBeNull();
    expect(roleIssue({ regRole: 6, regChildRole: 0, regRoleOther: "  " }, ROLES)).toEqual({
      field: "regRoleOther",
      msg: REG_MSG.roleOther,
    });
    expect(roleIssue({ regRole: 1, regChildRole: 0, regRoleOther: "" }, ROLES)).toBeNull();
  });
});

describe("common/reg's payload from the form", () => {
  test("a person's sends no company and no leftover text of fields the choices hide", () => {
    const payload = toRegPayload({ ...filled, industry: 5 }, ROLES, "");
    expect(payload).toMatchObject({ industryOther: "", regRoleOther: "", regChildRole: 31, companyName: "", accountId: "", auth: "" });
    expect("agreed" in payload).toBe(false);
  });

  test("an enterprise's sends the company, 其他's text and the reseller's auth", () => {
    const payload = toRegPayload({ ...filled, Person_Enterprise: 1, regRole: 6 }, ROLES, "abc");
    expect(payload).toMatchObject({
      industryOther: "新能源",
      regRoleOther: "品牌方",
      regChildRole: 0,
      companyName: "星河互动",
      accountId: "xinghe",
      auth: "abc",
    });
  });
});
