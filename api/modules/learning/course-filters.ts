import { type CourseSettingOptions, SETTING_TAG_GROUPS } from "@/api/contract/course-catalogue";
import type { Db } from "@/db/client";
import { listTrainingIndustries } from "../common/service";
import { tagsByKind } from "./tags";

/** The course center's filter panel (traSeting): training industries, and the resource and theme tags. */
export async function courseFilters(db: Db) {
  const [industry, tags] = await Promise.all([listTrainingIndustries(db), tagsByKind(db, ["resources", "theme"] as const)]);
  return { industry, resources: tags.resources, theme: tags.theme };
}

/** The course setting's panel (traSeting of the certification pages and Center3): industries and every setting group's tags. */
export async function courseSettingOptions(db: Db): Promise<CourseSettingOptions> {
  const [industry, tags] = await Promise.all([listTrainingIndustries(db), tagsByKind(db, SETTING_TAG_GROUPS)]);
  return { industry, ...tags };
}
