import type { Context } from "hono";
import type { Db } from "@/db/client";
import { INDUSTRY_OTHER_ID } from "../../contract/interest";
import { PROFILE_MSG, type ProfileEdit, UPDATE_MOBILE_CODE_ERROR, type UpdateMobile } from "../../contract/my-profile";
import type { Deps } from "../../deps";
import { AppError, fail } from "../../protocol/errors";
import { endAllSessions, endOtherSessions } from "../../protocol/session";
import { mobileHeldByOther, moveMobile, saveProfileFields } from "../account/profile";
import { consumeSmsCode } from "../account/sms-code";
import { isFirstLevelIndustry, listIndustries } from "../common/service";
import { PERSONAL_DATA } from "../personal-data";
import { removeUploads } from "../upload/remove";

/**
 * my/edit: rules the schema cannot know without the industry table (a first level that has sub-industries needs one
 * of them), then the save of every profile field in the one account row the other forms prefill from.
 */
export async function saveProfile(db: Db, userId: number, input: ProfileEdit) {
  if (!(await isFirstLevelIndustry(db, input.industryfirst))) fail(PROFILE_MSG.industryFirst, "industryfirst");
  const subs = await listIndustries(db, input.industryfirst);
  if (subs.length && !subs.some((s) => s.id === input.industrylast)) fail(PROFILE_MSG.industryLast, "industrylast");
  const { industryfirst, industrylast, industryOther, trainingIndustry, ...rest } = input;
  await saveProfileFields(db, userId, {
    ...rest,
    industryFirst: industryfirst,
    industryLast: subs.length ? industrylast : null,
    industryOther: industryfirst === INDUSTRY_OTHER_ID ? industryOther : "",
    trainingIndustry: trainingIndustry || null,
  });
}

/**
 * my/UpdateMobile: the code was texted to the new number. A wrong or lapsed code answers 701 on the code field
 * (spec 001 section 9); anything else names the mobile field. Once moved, the person's other devices sign out.
 */
export async function updateMobile(deps: Deps, c: Context, user: { id: number; mobile: string }, input: UpdateMobile) {
  const { db } = deps;
  if (input.newmobile === user.mobile) fail(PROFILE_MSG.sameMobile, "newmobile");
  if (input.oldmobile && input.oldmobile !== user.mobile) fail("当前手机号不正确，请刷新页面后重试", "newmobile");
  // Checked before the code is spent, so a taken number does not cost the person a code; the index decides at the end.
  if (await mobileHeldByOther(db, user.id, input.areaCode, input.newmobile)) fail(PROFILE_MSG.mobileTaken, "newmobile");
  try {
    await consumeSmsCode(db, deps.env.appSecret, input.areaCode, input.newmobile, input.code);
  } catch (e) {
    if (e instanceof AppError && e.field === "code")
      throw new AppError(UPDATE_MOBILE_CODE_ERROR, e.message, { field: "code" }, 200, "code");
    throw e;
  }
  await db.transaction(async (tx) => {
    const moved = await moveMobile(tx, user.id, user.mobile, input.areaCode, input.newmobile);
    if (moved === "taken") fail(PROFILE_MSG.mobileTaken, "newmobile");
    if (moved === "stale") fail("当前手机号不正确，请刷新页面后重试", "newmobile");
    await endOtherSessions(tx, c, user.id);
  });
}

/**
 * my/CloseAccount: in one transaction, every holding of the personal-data list erases what it must (docs/decisions/0046)
 * and every session ends; the person's files go from storage once that has committed.
 */
export async function closeAccount(deps: Pick<Deps, "db" | "storage">, c: Context, userId: number) {
  const files = await deps.db.transaction(async (tx) => {
    const paths: string[] = [];
    for (const holding of PERSONAL_DATA) {
      if (typeof holding.close === "function") paths.push(...(await holding.close(tx, userId)));
    }
    await endAllSessions(tx, c, userId);
    return paths;
  });
  await removeUploads(deps.storage, files);
}
