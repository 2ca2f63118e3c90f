import { describe, expect, test } from "bun:test";
import { USER_CSV_COLUMNS } from "../../resources/users/user-list";
import { recordsCsv } from "../csv-exporter";

describe("the back office's list export", () => {
  test("writes the users list as the server's exports do: labels, defused names, text phones, China time", () => {
    const users = [
      {
        id: 7,
        chineseName: "=1+2",
        areaCode: "+86",
        mobile: "13912345678",
        roles: ["person", "enterprise"],
        companyId: 3,
        disabled: false,
        createdAt: "2026-03-05T01:30:00.000Z",
        lastLoginAt: null,
      },
      {
        id: 8,
        chineseName: '王"二", 北京',
        areaCode: "+852",
        mobile: "51234567",
        roles: ["operator"],
        companyId: null,
        disabled: true,
        createdAt: "2026-03-04T16:05:09.000Z",
        lastLoginAt: "2026-03-05T02:00:00.000Z",
      },
    ];
    const related = { companyId: { 3: { id: 3, companyName: "+科技有限公司" } } };
    expect(recordsCsv("users", users, USER_CSV_COLUMNS.operator, related)).toBe(
      "\uFEFFID,姓名,手机号,角色,所属公司,已停用,注册时间,最近登录\r\n" +
        `7,'=1+2,"=""+86 13912345678""",个人、企业,'+科技有限公司,否,2026/3/5 09:30:00,\r\n` +
        `8,"王""二"", 北京","=""+852 51234567""",运营人员,,是,2026/3/5 00:05:09,2026/3/5 10:00:00\r\n`,
    );
  });

  test("an enterprise's export keeps the masked numbers it was given", () => {
    const staff = [{ id: 9, chineseName: "张三", areaCode: "+86", mobile: "139****5678" }];
    expect(recordsCsv("users", staff, USER_CSV_COLUMNS.enterprise)).toBe('\uFEFFID,姓名,手机号\r\n9,张三,"=""+86 139****5678"""\r\n');
  });
});
