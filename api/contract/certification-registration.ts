import * as v from "valibot";
import { defineCall } from "./call";
import { cameraPhotoText } from "./camera-photo";
import { EXAM_MSG, ExamIdSchema, optionalText } from "./certification-exams";
import { isIdCard, isPassport } from "./id-card";
import { AreaCodeSchema, MobileSchema, SmsCodeSchema } from "./mobile";
import { isValidMobile } from "./mobile-plan";
import { intLike } from "./pager";

/** 0 ID card; 1 passport or HK/Macau/Taiwan pass. */
export const ID_TYPES = [
  { value: 0, label: "身份证" },
  { value: 1, label: "护照或港澳台通行证" },
] as const;

/** Phone browsers (spec 000 section 6): the form refuses them at once, the server by the User-Agent. */
export function isMobileUserAgent(ua: string) {
  return /Android|iPhone|iPod|iPad|Windows Phone|HarmonyOS|Mobile|MicroMessenger/i.test(ua);
}

const requiredText = (max: number) =>
  v.pipe(v.optional(v.string(EXAM_MSG.required), ""), v.trim(), v.nonEmpty(EXAM_MSG.required), v.maxLength(max, `不能超过${max}个字`));

const examAddEntries = {
  examid: v.pipe(
    v.optional(v.union([v.number(), v.string()], EXAM_MSG.required), ""),
    v.check((x) => String(x).trim() !== "", EXAM_MSG.required),
    ExamIdSchema,
  ),
  chineseName: requiredText(50),
  companyName: requiredText(100),
  idType: v.pipe(v.optional(intLike, 0), v.picklist([0, 1], EXAM_MSG.idFormat)),
  idCard: v.pipe(v.optional(v.string(EXAM_MSG.idFormat), ""), v.trim(), v.toUpperCase()),
  idPic: optionalText(300),
  areaCode: AreaCodeSchema,
  phone: MobileSchema,
  code: SmsCodeSchema,
  beisenkey: optionalText(100),
};
type Registration = v.InferOutput<v.ObjectSchema<typeof examAddEntries, undefined>>;

/** The ID number by its type (a mainland ID card by GB 11643, a passport or pass 5-17 letters and digits with its photo) and the phone by its area code. */
const idRules = [
  v.forward<Registration, v.CheckIssue<Registration>, ["idCard"] | ["idPic"] | ["phone"]>(
    v.check((f) => f.idType !== 1 || f.idCard !== "", EXAM_MSG.passportEmpty),
    ["idCard"],
  ),
  v.forward<Registration, v.CheckIssue<Registration>, ["idCard"] | ["idPic"] | ["phone"]>(
    v.check((f) => (f.idType === 0 ? isIdCard(f.idCard) : f.idCard === "" || isPassport(f.idCard)), EXAM_MSG.idFormat),
    ["idCard"],
  ),
  v.forward<Registration, v.CheckIssue<Registration>, ["idCard"] | ["idPic"] | ["phone"]>(
    v.check((f) => f.idType === 0 || f.idPic !== "", EXAM_MSG.idPicEmpty),
    ["idPic"],
  ),
  v.forward<Registration, v.CheckIssue<Registration>, ["idCard"] | ["idPic"] | ["phone"]>(
    v.check((f) => isValidMobile(f.areaCode, f.phone), EXAM_MSG.phoneFormat),
    ["phone"],
  ),
] as const;

/** Pearson/ExamAdd: the registration form's fields as the spec names them. */
export const ExamAddSchema = v.pipe(v.object(examAddEntries), ...idRules);
export type ExamAdd = v.InferOutput<typeof ExamAddSchema>;

/** Pearson/ExamUserCheck: the camera photo as base64 (a data: URL is taken too). */
export const ExamCheckSchema = v.object({
  examid: ExamIdSchema,
  deviceid: optionalText(200),
  devicename: optionalText(200),
  photo: v.optional(cameraPhotoText(EXAM_MSG.photo), ""),
});
export type ExamCheck = v.InferOutput<typeof ExamCheckSchema>;

/** pearson/EditCompanyName. */
const CompanyNameSchema = v.object({ companyName: requiredText(100) });

/** Camera photos are deleted this long after they were taken (spec 001 section 9). */
export const CHECK_PHOTO_DAYS = 7;

/** Pearson/ExamAdd: where the candidate goes next (spec 001 section 4 "Exam flow"); msg says what happened. */
export type ExamAdded = { url: string; id: number; status: string };

/* The calls (the server's certification/registration module). */
export const pearsonExamAddCall = defineCall({ path: "Pearson/ExamAdd", input: ExamAddSchema }).returns<ExamAdded>();
export const pearsonExamUserCheckCall = defineCall({ path: "Pearson/ExamUserCheck", input: ExamCheckSchema }).returns<{ url: string }>();
export const pearsonEditCompanyNameCall = defineCall({ path: "pearson/EditCompanyName", input: CompanyNameSchema }).returns<null>();
