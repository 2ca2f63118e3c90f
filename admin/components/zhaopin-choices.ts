import {
  ANY,
  APPLICATION_SOURCE_LABEL,
  APPLICATION_STAGE_LABEL,
  EDUCATIONS,
  POSITION_STATUS_LABEL,
  POSITION_TYPES,
  WORK_STYLES,
  WORK_YEARS,
} from "@/api/contract/zhaopin";
import { textChoicesOf } from "./choices";

const named = (names: readonly string[]) => names.map((name) => ({ id: name, name }));

export const POSITION_TYPE_CHOICES = named(POSITION_TYPES);
export const EDUCATION_CHOICES = named([ANY, ...EDUCATIONS]);
export const WORK_YEARS_CHOICES = named([ANY, ...WORK_YEARS]);
export const WORK_STYLE_CHOICES = named(WORK_STYLES);
export const POSITION_STATUS_CHOICES = textChoicesOf(POSITION_STATUS_LABEL);
export const STAGE_CHOICES = textChoicesOf(APPLICATION_STAGE_LABEL);
/** Where an application came from (来源). */
export const SOURCE_CHOICES = textChoicesOf(APPLICATION_SOURCE_LABEL);

/** "8000-12000 元/月", or 面议 for 0-0. */
export const salaryText = (p: { salaryMin: number; salaryMax: number }) =>
  p.salaryMax === 0 ? "面议" : `${p.salaryMin}-${p.salaryMax} 元/月`;
