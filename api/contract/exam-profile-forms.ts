import * as v from "valibot";
import { defineCall } from "./call";
import { EmailSchema } from "./certification-requests";
import { ID_TYPE } from "./exam-profile";
import { isIdCard, isPassport } from "./id-card";
import { AreaCodeSchema, MSG as MOBILE_MSG } from "./mobile";
import { isValidMobile } from "./mobile-plan";
import { intLike } from "./pager";

/** The exam profile forms of spec 001 section 5: "Exam profile form (pearson)" and "Exam profile (other form)". */

export const PROFILE_MSG = {
  name: "姓名不能为空",
  mobile: "手机号码不能为空",
  code: "验证码不能为空",
  province: "省份不能为空",
  city: "城市不能为空",
  company: "企业名称不能为空",
  passport: "护照/港澳台通行证不能为空",
  passportPic: "护照/港澳台通行证件照不能为空",
  lastName: "请输入姓拼音",
  firstName: "请输入名拼音",
  idNumber: "请输入正确的身份证号/护照号格式",
  email: "请输入正确的邮箱格式",
  saved: "保存成功",
  // Ours: the spec asks for a valid optional phone without naming the message.
  phone: "请输入正确的电话号码",
} as const;

const required = (msg: string, max: number) => v.pipe(v.string(msg), v.trim(), v.nonEmpty(msg), v.maxLength(max, `最多${max}个字`));
const optionalText = (max: number) => v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(max, `最多${max}个字`));

/** An ID card (GB 11643) or a passport / pass number: the other form takes either. */
const isIdOrPassport = (s: string) => isIdCard(s) || isPassport(s);

/** my/pearsonceredit: the pearson form; the mobile is confirmed by an SMS code (common/code). */
export const PearsonProfileSchema = v.pipe(
  v.object({
    chineseName: required(PROFILE_MSG.name, 30),
    areaCode: v.optional(AreaCodeSchema, "+86"),
    mobile: v.pipe(
      v.string(PROFILE_MSG.mobile),
      v.transform((s) => s.replace(/[\s-]/g, "")),
      v.nonEmpty(PROFILE_MSG.mobile),
    ),
    code: v.pipe(v.string(PROFILE_MSG.code), v.trim(), v.nonEmpty(PROFILE_MSG.code), v.regex(/^\d{6}$/, MOBILE_MSG.codeFormat)),
    email: EmailSchema,
    province: required(PROFILE_MSG.province, 30),
    city: required(PROFILE_MSG.city, 30),
    companyName: required(PROFILE_MSG.company, 100),
    idType: v.pipe(v.optional(intLike, ID_TYPE.idCard), v.picklist(Object.values(ID_TYPE), "参数错误")),
    idCard: v.pipe(v.optional(v.string(), ""), v.trim(), v.toUpperCase()),
    idPic: optionalText(300),
  }),
  v.forward(
    v.check((o) => isValidMobile(o.areaCode, o.mobile), MOBILE_MSG.mobileInvalid),
    ["mobile"],
  ),
  v.forward(
    v.check((o) => o.idType === ID_TYPE.idCard || o.idCard !== "", PROFILE_MSG.passport),
    ["idCard"],
  ),
  v.forward(
    v.check((o) => (o.idType === ID_TYPE.idCard ? isIdCard(o.idCard) : o.idCard === "" || isPassport(o.idCard)), PROFILE_MSG.idNumber),
    ["idCard"],
  ),
  v.forward(
    v.check((o) => o.idType === ID_TYPE.idCard || o.idPic !== "", PROFILE_MSG.passportPic),
    ["idPic"],
  ),
);
export type PearsonProfile = v.InferOutput<typeof PearsonProfileSchema>;

const pinyin = (msg: string) => v.pipe(v.string(msg), v.trim(), v.regex(/^[A-Za-z]+( [A-Za-z]+)*$/, msg), v.maxLength(40, msg));

/** A mainland mobile or a landline (区号-号码), the helper formats of spec 001 section 5. */
const isPhone = (s: string) => /^1\d{10}$/.test(s) || /^0\d{2,3}-?\d{7,8}$/.test(s);

/** my/examedit: the other form; phone and e-mail may stay empty but must be right when given. */
export const OtherProfileSchema = v.object({
  chineseName: required(PROFILE_MSG.name, 30),
  lastName: pinyin(PROFILE_MSG.lastName),
  firstName: pinyin(PROFILE_MSG.firstName),
  email: v.pipe(
    optionalText(100),
    v.check((s) => s === "" || v.is(v.pipe(v.string(), v.email()), s), PROFILE_MSG.email),
  ),
  postAddress: optionalText(200),
  iDCard: v.pipe(v.string(PROFILE_MSG.idNumber), v.trim(), v.toUpperCase(), v.check(isIdOrPassport, PROFILE_MSG.idNumber)),
  phone: v.pipe(
    optionalText(20),
    v.check((s) => s === "" || isPhone(s), PROFILE_MSG.phone),
  ),
});
export type OtherProfile = v.InferOutput<typeof OtherProfileSchema>;

/* The forms' calls (the server's certification/my-exams module). */
/** The pearson form (mobile confirmed by its SMS code). */
export const myPearsoncereditCall = defineCall({ path: "my/pearsonceredit", input: PearsonProfileSchema }).returns<null>();
/** The other form (names in pinyin, ID, optional phone and e-mail). */
export const myExameditCall = defineCall({ path: "my/examedit", input: OtherProfileSchema }).returns<null>();
