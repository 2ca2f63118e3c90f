import type { Db } from "@/db/client";
import { INDUSTRY_OTHER_ID, INTEREST_MSG, type InterestProfile } from "../../contract/interest";
import { fail } from "../../protocol/errors";
import { saveInterestFields } from "../account/profile";
import { isFirstLevelIndustry, listIndustries } from "../common/service";
import { saveSurvey } from "../interest/service";

/**
 * The interest page's company details: rules the schema cannot know without the industry table
 * (a first level that has sub-industries needs one of them), then the save with the survey answers (treelist),
 * which follow the pop-up's rules.
 */
export async function saveInterestProfile(db: Db, userId: number, input: InterestProfile) {
  if (!(await isFirstLevelIndustry(db, input.industryfirst))) fail(INTEREST_MSG.industryFirst, "industryfirst");
  const subs = await listIndustries(db, input.industryfirst);
  if (subs.length && !subs.some((s) => s.id === input.industrylast)) fail(INTEREST_MSG.industryLast, "industrylast");
  await db.transaction(async (tx) => {
    await saveInterestFields(tx, userId, {
      chineseName: input.chineseName,
      companyName: input.companyName,
      industryFirst: input.industryfirst,
      industryLast: subs.length ? input.industrylast : null,
      industryOther: input.industryfirst === INDUSTRY_OTHER_ID ? input.industryOther : "",
    });
    await saveSurvey(tx, userId, input.treelist);
  });
}
