import { ID_TYPE } from "@/api/contract/exam-profile";
import type { OtherProfile, PearsonProfile } from "@/api/contract/exam-profile-forms";
import type { Deps } from "@/api/deps";
import type { Db } from "@/db/client";
import { readUserInfo } from "../../account/profile";
import { consumeSmsCode } from "../../account/sms-code";
import { readExamProfile, saveExamProfile } from "./queries";

/**
 * The exam profile behind both forms (spec 001 section 5): my/pearsonexamedit reads it, my/pearsonceredit saves the
 * pearson form, my/examedit the other form. What the profile leaves empty comes from the account's own profile (/my/edit): name, mobile, e-mail, address,
 * province, city and company, so the person never types them twice.
 */
export async function examProfile(db: Db, userId: number) {
  const [saved, user] = await Promise.all([readExamProfile(db, userId), readUserInfo(db, userId)]);
  return {
    chineseName: saved?.chineseName || (user?.chineseName ?? ""),
    lastName: saved?.lastName ?? "",
    firstName: saved?.firstName ?? "",
    email: saved?.email || (user?.email ?? ""),
    postAddress: saved?.postAddress || (user?.address ?? ""),
    idType: saved?.idType ?? ID_TYPE.idCard,
    idCard: saved?.idCard ?? "",
    idPic: saved?.idPic ?? "",
    phone: saved?.phone ?? "",
    areaCode: saved?.mobile ? saved.areaCode : (user?.areaCode ?? "+86"),
    mobile: saved?.mobile || (user?.mobile ?? ""),
    province: saved?.province || (user?.province ?? ""),
    city: saved?.city || (user?.city ?? ""),
    companyName: saved?.companyName || (user?.companyName ?? ""),
  };
}

/** my/pearsonceredit: the SMS code proves the mobile before anything is written. */
export async function savePearsonProfile(deps: Deps, userId: number, input: PearsonProfile) {
  await consumeSmsCode(deps.db, deps.env.appSecret, input.areaCode, input.mobile, input.code);
  await saveExamProfile(deps.db, userId, {
    chineseName: input.chineseName,
    areaCode: input.areaCode,
    mobile: input.mobile,
    email: input.email,
    province: input.province,
    city: input.city,
    companyName: input.companyName,
    idType: input.idType,
    idCard: input.idCard,
    // An ID card needs no photo; a passport or pass keeps its own.
    idPic: input.idType === ID_TYPE.idCard ? "" : input.idPic,
  });
}

/** my/examedit: the names in pinyin, the ID and the optional contact details. */
export async function saveOtherProfile(db: Db, userId: number, input: OtherProfile) {
  await saveExamProfile(db, userId, {
    chineseName: input.chineseName,
    lastName: input.lastName,
    firstName: input.firstName,
    email: input.email,
    postAddress: input.postAddress,
    idCard: input.iDCard,
    phone: input.phone,
  });
}
