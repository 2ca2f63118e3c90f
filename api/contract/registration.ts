import * as v from "valibot";
import { defineCall } from "./call";
import { INDUSTRY_OTHER_ID, industryId } from "./interest";
import { SmsCodeSchema } from "./mobile";
import { withMobile } from "./mobile-plan";
import { intLike } from "./pager";
import { alsoNamed } from "./spec-names";

/**
 * Registration as a person or an enterprise (spec 001 sections 2, 3, 5 "Registration", 7 common/reg;
 * docs/decisions/0036-registration.md). An enterprise registration is a person's account plus an application that an
 * operator approves before the HR role is granted.
 */

export const REG_MSG = {
  // Spec 001 section 5, verbatim.
  kind: "请选择个人或者企业",
  // Spec 001 section 8.
  success: "注册成功！补充信息获得更多访问权限",
  chineseName: "请输入姓名",
  industry: "请选择行业",
  industryOther: "其他行业不能为空",
  role: "请选择角色",
  childRole: "请选择流量形式",
  roleOther: "请填写其他角色",
  companyName: "请输入企业名称",
  accountId: "请输入企业账号",
  accountIdFormat: "企业账号只能包含字母、数字、下划线和短横线",
  registered: "该手机号已注册，请直接登录",
  agreement: "请阅读并同意服务协议和隐私政策",
  pending: "企业认证申请已提交，运营审核通过后即可登录企业后台",
  // The operator's decision (letters and SMS).
  approvedTitle: "企业认证已通过",
  refusedTitle: "企业认证未通过",
  alreadyDecided: "该申请已处理",
  refuseReason: "请填写不通过的原因",
} as const;

/** Person_Enterprise: 0 person, 1 enterprise (spec 001 section 3). */
export const REG_KINDS = [0, 1] as const;
export const REG_KIND_LABEL = { 0: "个人", 1: "企业" } as const;

/** An enterprise application's states. */
export const ENTERPRISE_APPLICATION_STATUSES = ["pending", "approved", "refused"] as const;
export type EnterpriseApplicationStatus = (typeof ENTERPRISE_APPLICATION_STATUSES)[number];
export const ENTERPRISE_APPLICATION_LABEL: Record<EnterpriseApplicationStatus, string> = {
  pending: "待审核",
  approved: "已通过",
  refused: "未通过",
};

const text = (message: string, label: string, max: number) =>
  v.pipe(v.optional(v.string(message), ""), v.trim(), v.nonEmpty(message), v.maxLength(max, `${label}不能超过${max}个字`));
const optionalText = (label: string, max: number) =>
  v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(max, `${label}不能超过${max}个字`));

/**
 * common/reg {Person_Enterprise, chineseName, companyName, accountId, industry, industryOther, regRole, regRoleOther,
 * regChildRole, areacode, mobile, code, auth}: the form's and the server's schema. regRole is a top-level option of
 * the interest survey's identity question (common/getinterestlist cate 1); regChildRole one of its children, required
 * when it has any (流量主's 流量形式), which the server checks against the options; an 其他 role needs regRoleOther.
 * The spec's `areacode` is the house's `areaCode`: either is taken.
 */
export const RegisterSchema = v.pipe(
  alsoNamed({ areaCode: "areacode" }),
  withMobile({
    code: SmsCodeSchema,
    Person_Enterprise: v.pipe(
      v.optional(v.union([v.number(), v.string()]), -1),
      v.transform((x) => (x === "" ? -1 : Number(x))),
      v.picklist(REG_KINDS, REG_MSG.kind),
    ),
    chineseName: text(REG_MSG.chineseName, "姓名", 50),
    industry: v.pipe(industryId(REG_MSG.industry), v.minValue(1, REG_MSG.industry)),
    industryOther: optionalText("其他行业", 100),
    // Absent is as unchosen: the page's own message, not the generic one.
    regRole: v.pipe(v.optional(intLike, 0), v.minValue(1, REG_MSG.role)),
    regRoleOther: optionalText("其他角色", 50),
    regChildRole: v.pipe(v.optional(intLike, 0), v.minValue(0, REG_MSG.childRole)),
    companyName: optionalText("企业名称", 100),
    accountId: optionalText("企业账号", 50),
    /** A reseller hand-off's auth code, when the page was opened with one (issue 19); '' otherwise. */
    auth: optionalText("auth", 200),
  }),
  v.forward(
    v.check((o) => o.industry !== INDUSTRY_OTHER_ID || o.industryOther !== "", REG_MSG.industryOther),
    ["industryOther"],
  ),
  v.forward(
    v.check((o) => o.Person_Enterprise !== 1 || o.companyName !== "", REG_MSG.companyName),
    ["companyName"],
  ),
  v.forward(
    v.check((o) => o.Person_Enterprise !== 1 || o.accountId !== "", REG_MSG.accountId),
    ["accountId"],
  ),
  v.forward(
    v.check((o) => o.accountId === "" || /^[A-Za-z0-9_-]+$/.test(o.accountId), REG_MSG.accountIdFormat),
    ["accountId"],
  ),
);
export type RegisterInput = v.InferOutput<typeof RegisterSchema>;

/** common/reg's answer: the person is signed in; an enterprise registration also reports its application. */
export type RegisterAnswer = { userId: number; enterprise: null | { applicationId: number; status: "pending" } };

/** Back office: 通过 names the company the account acts for (an existing one by id, or a new one by the applied name). */
export const EnterpriseApproveSchema = v.object({ companyId: v.optional(v.nullable(intLike), null) });
export const EnterpriseRefuseSchema = v.object({ reason: text(REG_MSG.refuseReason, "原因", 200) });

/* The call (api/modules/account). */
export const commonRegCall = defineCall({ path: "common/reg", input: RegisterSchema }).returns<RegisterAnswer>();
/** Ours: the signed-in person's enterprise application, null when none (the my area shows its state). */
export const myEnterpriseApplicationCall = defineCall({ path: "my/EnterpriseApplication" }).returns<null | {
  id: number;
  companyName: string;
  status: EnterpriseApplicationStatus;
  reason: string;
  createdAt: string;
  decidedAt: string | null;
}>();
