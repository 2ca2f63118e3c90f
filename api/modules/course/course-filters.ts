import { type CourseSettingOptions, SETTING_TAG_GROUPS } from "@/api/contract/course-catalogue";
import type { Db } from "@/db/client";
import { listTrainingIndustries } from "../common/service";
import { tagsByKind } from "../learning/tags";

/** The course setting's panel (traSeting of the certification pages and Center3): industries and every setting group's tags. */
export async function courseSettingOptions(db: Db): Promise<CourseSettingOptions> {
  const [industry, tags] = await Promise.all([listTrainingIndustries(db), tagsByKind(db, SETTING_TAG_GROUPS)]);
  return { industry, ...tags };
}
