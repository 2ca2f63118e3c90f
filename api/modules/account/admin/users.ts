import type { SQL } from "drizzle-orm";
import { contains, equalsInt, flag, search, since } from "@/api/admin/filters";
import { type Admin, isOperator } from "@/api/admin/identity";
import { defineResource } from "@/api/admin/resource";
import { ADMIN_MSG, maskMobile, ROLE_LABELS, type StaffRow, type UserRow, UserUpdateSchema } from "@/api/contract/admin";
import { httpError } from "@/api/protocol/errors";
import { users } from "@/db/schema/account/users";
import { companyExists } from "../../company/service";
import { peopleOfCompany } from "./queries";

type User = typeof users.$inferSelect;

/** An enterprise account sees its own company's people only: name and masked number, nothing else. */
function forEnterprise(u: User) {
  return { id: u.id, chineseName: u.chineseName, areaCode: u.areaCode, mobile: maskMobile(u.mobile), companyId: u.companyId };
}

function forOperator(u: User) {
  return {
    id: u.id,
    areaCode: u.areaCode,
    mobile: u.mobile,
    chineseName: u.chineseName,
    companyName: u.companyName,
    roles: u.roles,
    companyId: u.companyId,
    disabled: u.disabled === 1,
    createdAt: u.createdAt,
    lastLoginAt: u.lastLoginAt,
    // The profile the person keeps on /my/edit (docs/decisions/0029).
    province: u.province,
    city: u.city,
    email: u.email,
    qq: u.qq,
    wechat: u.wechat,
    department: u.department,
    position: u.position,
    address: u.address,
    mainCompany: u.mainCompany,
    industryFirst: u.industryFirst,
    industryLast: u.industryLast,
    industryOther: u.industryOther,
    trainingIndustry: u.trainingIndustry,
    closedAt: u.closedAt,
  };
}

/** Filters that would tell an enterprise more than names (roles, account state): operators only. */
function operatorOnly(filter: (value: unknown) => SQL | undefined) {
  return (value: unknown, admin: Admin) => {
    if (!isOperator(admin)) throw httpError(403, ADMIN_MSG.forbidden);
    return filter(value);
  };
}

export const usersResource = defineResource<UserRow | StaffRow>()({
  name: "users",
  table: users,
  sortable: { chineseName: users.chineseName, createdAt: users.createdAt, lastLoginAt: users.lastLoginAt },
  filters: {
    // An enterprise searches names only: matching on digits would reveal the masked ones.
    q: (value, admin) => (isOperator(admin) ? search(users.mobile, users.chineseName) : search(users.chineseName))(value),
    role: operatorOnly(contains(users.roles, Object.keys(ROLE_LABELS))),
    companyId: equalsInt(users.companyId),
    disabled: operatorOnly(flag(users.disabled)),
    createdFrom: operatorOnly(since(users.createdAt)),
  },
  scope: (admin) => (isOperator(admin) ? undefined : peopleOfCompany(admin.companyId)),
  serialize: (row, admin) => (isOperator(admin) ? forOperator(row) : forEnterprise(row)),
  update: {
    schema: UserUpdateSchema,
    async values(input, { tx, admin, before }) {
      if (before.id === admin.id && !input.roles.includes("operator")) {
        throw httpError(400, "不能取消自己的运营人员角色", "roles");
      }
      if (before.id === admin.id && input.disabled) throw httpError(400, "不能停用自己的账号", "disabled");
      if (input.companyId !== null) {
        if (!(await companyExists(tx, input.companyId))) throw httpError(400, "所选公司不存在", "companyId");
      }
      return { ...input, disabled: input.disabled ? 1 : 0 };
    },
  },
});
