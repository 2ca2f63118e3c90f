import { INDUSTRY_OTHER_ID, type InterestCategory, type InterestOption } from "@/api/contract/interest";
import { REG_MSG } from "@/api/contract/registration";

/** The identity question (cate 1) of the interest survey: registration's 角色 list. */
const IDENTITY_CATE = 1;

/** 角色: the identity question's top-level options; 流量主 carries its 流量形式 children, 其他 its isother flag. */
export function regRoles(categories: InterestCategory[] | undefined): InterestOption[] {
  return categories?.find((c) => c.cateId === IDENTITY_CATE)?.oplist ?? [];
}

/** What the registration form holds; Person_Enterprise is -1 until 个人 or 企业 is chosen. */
export type RegValues = {
  Person_Enterprise: number;
  chineseName: string;
  industry: number;
  industryOther: string;
  regRole: number;
  regRoleOther: string;
  regChildRole: number;
  companyName: string;
  accountId: string;
  areaCode: string;
  mobile: string;
  code: string;
  agreed: boolean;
};

/** common/reg's payload from the form: only what the choices show is sent, never a hidden field's leftover text. */
export function toRegPayload({ agreed: _, ...v }: RegValues, roles: InterestOption[], auth: string) {
  const role = roles.find((r) => r.id === v.regRole);
  const enterprise = v.Person_Enterprise === 1;
  return {
    ...v,
    industryOther: v.industry === INDUSTRY_OTHER_ID ? v.industryOther : "",
    regRoleOther: role?.isother ? v.regRoleOther : "",
    regChildRole: role?.child.length ? v.regChildRole : 0,
    companyName: enterprise ? v.companyName : "",
    accountId: enterprise ? v.accountId : "",
    auth,
  };
}

/** The role's rules that need the options (the server checks them too): 流量主 asks its child, 其他 its text. */
export function roleIssue(payload: { regRole: number; regChildRole: number; regRoleOther: string }, roles: InterestOption[]) {
  const role = roles.find((r) => r.id === payload.regRole);
  if (role?.child.length && !payload.regChildRole) return { field: "regChildRole", msg: REG_MSG.childRole };
  if (role?.isother && !payload.regRoleOther.trim()) return { field: "regRoleOther", msg: REG_MSG.roleOther };
  return null;
}
