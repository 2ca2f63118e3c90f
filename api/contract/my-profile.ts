import * as v from "valibot";
import { defineCall } from "./call";
import { INDUSTRY_OTHER_ID, industryId } from "./interest";
import { AreaCodeSchema, MobileSchema, MSG } from "./mobile";
import { isValidMobile } from "./mobile-plan";
import { alsoNamed } from "./spec-names";

/** Spec 001 section 5 "Profile edit", verbatim where the spec gives the words. */
export const PROFILE_MSG = {
  chineseName: "请输入姓名",
  industryFirst: "请选择行业",
  industryLast: "请选择子行业",
  industryOther: "其他行业不能为空",
  area: "请选择所在地区",
  companyName: "请输入公司名称",
  email: "邮箱格式不正确",
  qq: "请检查QQ格式",
  wechat: "请检查微信号格式",
  mobile: MSG.mobileEmpty,
  code: "请输入验证码",
  codeDigits: "验证码只能是数字",
  sameMobile: "和当前手机号一样,无需修改",
  mobileTaken: "该手机号已绑定其他账号，请更换手机号",
  saved: "保存成功",
  mobileChanged: "手机号修改成功",
  closeConfirm: "请输入“注销账号”确认",
} as const;

/** my/UpdateMobile answers this code for a wrong or lapsed SMS code (spec 001 section 9): the portal shows it on the code field. */
export const UPDATE_MOBILE_CODE_ERROR = 701;
/** What the person types to close the account. */
export const CLOSE_ACCOUNT_WORDS = "注销账号";

const required = (message: string, label: string, max: number) =>
  v.pipe(v.optional(v.string(message), ""), v.trim(), v.nonEmpty(message), v.maxLength(max, `${label}不能超过${max}个字`));
const optionalText = (label: string, max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string(`${label}格式错误`)), ""),
    v.transform((s) => (s ?? "").trim()),
    v.maxLength(max, `${label}不能超过${max}个字`),
  );
/** Optional text that, when given, must match `pattern`. */
const optionalMatching = (pattern: RegExp, message: string, max: number) =>
  v.pipe(
    optionalText("", max),
    v.check((s) => s === "" || pattern.test(s), message),
  );

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const QQ = /^[1-9]\d{4,9}$/;
const WECHAT = /^[A-Za-z][A-Za-z0-9_-]{5,19}$/;

/**
 * my/edit: the profile. Whether a sub-industry is required depends on the first level having sub-industries, which the
 * form knows from its options and the server checks against the industry table.
 */
export const ProfileEditSchema = v.pipe(
  // Spec 001's profile writes industryFirst and industryLast.
  alsoNamed({ industryfirst: "industryFirst", industrylast: "industryLast" }),
  v.object({
    chineseName: required(PROFILE_MSG.chineseName, "姓名", 50),
    industryfirst: v.pipe(industryId(PROFILE_MSG.industryFirst), v.minValue(1, PROFILE_MSG.industryFirst)),
    industrylast: industryId(PROFILE_MSG.industryLast),
    industryOther: optionalText("其他行业", 100),
    province: required(PROFILE_MSG.area, "省份", 30),
    city: required(PROFILE_MSG.area, "城市", 30),
    companyName: required(PROFILE_MSG.companyName, "公司名称", 100),
    email: optionalMatching(EMAIL, PROFILE_MSG.email, 100),
    qq: optionalMatching(QQ, PROFILE_MSG.qq, 10),
    wechat: optionalMatching(WECHAT, PROFILE_MSG.wechat, 20),
    department: optionalText("部门", 50),
    position: optionalText("职位", 50),
    address: optionalText("通讯地址", 200),
    mainCompany: optionalText("公司主体", 100),
    trainingIndustry: industryId("请选择培训行业"),
  }),
  v.forward(
    v.check((o) => o.industryfirst !== INDUSTRY_OTHER_ID || o.industryOther !== "", PROFILE_MSG.industryOther),
    ["industryOther"],
  ),
);
export type ProfileEdit = v.InferOutput<typeof ProfileEditSchema>;
export type ProfileEditInput = v.InferInput<typeof ProfileEditSchema>;

const digitsOf = (s: string) => s.replace(/[\s-]/g, "");

/** my/UpdateMobile {areaCode, oldmobile, newmobile, code}: the code was sent to the new number. */
export const UpdateMobileSchema = v.pipe(
  v.object({
    areaCode: AreaCodeSchema,
    oldmobile: v.pipe(v.optional(v.string(), ""), v.transform(digitsOf)),
    newmobile: MobileSchema,
    code: v.pipe(
      v.optional(v.string(PROFILE_MSG.code), ""),
      v.trim(),
      v.nonEmpty(PROFILE_MSG.code),
      v.regex(/^\d+$/, PROFILE_MSG.codeDigits),
      v.regex(/^\d{6}$/, MSG.codeFormat),
    ),
  }),
  v.forward(
    v.check((o) => isValidMobile(o.areaCode, o.newmobile), MSG.mobileInvalid),
    ["newmobile"],
  ),
  v.forward(
    v.check((o) => o.oldmobile !== o.newmobile, PROFILE_MSG.sameMobile),
    ["newmobile"],
  ),
);
export type UpdateMobile = v.InferOutput<typeof UpdateMobileSchema>;

/** my/CloseAccount: the typed confirmation. */
export const CloseAccountSchema = v.object({
  confirm: v.pipe(
    v.optional(v.string(PROFILE_MSG.closeConfirm), ""),
    v.trim(),
    v.check((s) => s === CLOSE_ACCOUNT_WORDS, PROFILE_MSG.closeConfirm),
  ),
});
export type CloseAccount = v.InferOutput<typeof CloseAccountSchema>;

/** The profile fields of the account (my/userinfo carries them too). */
export type ProfileFields = {
  province: string;
  city: string;
  email: string;
  qq: string;
  wechat: string;
  department: string;
  position: string;
  address: string;
  mainCompany: string;
  trainingIndustry: number | null;
};

/** my/ExportData: everything held about the person, by the module that holds it. */
/** my/ExportData's archive: one entry per holding of the personal-data list (api/modules/personal-data.ts). */
export type MyDataArchive = {
  exportedAt: string;
  profile: Record<string, unknown>;
} & Record<
  | "interests"
  | "trainingSignups"
  | "courses"
  | "examProfile"
  | "examRegistrations"
  | "points"
  | "letters"
  | "orders"
  | "shopOrders"
  | "learningCards"
  | "companyBinding"
  | "cv"
  | "applications"
  | "jobSearch"
  | "resellerSurvey"
  | "coursePacks"
  | "packReplies"
  | "wechat",
  unknown
>;

/* The calls (the server's my module). */
export const myEditCall = defineCall({ path: "my/edit", input: ProfileEditSchema }).returns<null>();
export const myUpdateMobileCall = defineCall({ path: "my/UpdateMobile", input: UpdateMobileSchema }).returns<null>();
export const myExportDataCall = defineCall({ path: "my/ExportData" }).returns<MyDataArchive>();
export const myCloseAccountCall = defineCall({ path: "my/CloseAccount", input: CloseAccountSchema }).returns<null>();
