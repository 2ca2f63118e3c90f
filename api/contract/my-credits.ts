import * as v from "valibot";
import type { StepMedal } from "./activity";
import { beijingDayStart } from "./beijing-time";
import { defineCall } from "./call";
import { intLike, type Pager, PageSchema, pageSizeSchema } from "./pager";

/** The credits date picker's first day (spec 001 section 9). */
export const CREDITS_MIN_DATE = "2020-09-27";

/** /my/cercontinue?type=: 0 every entry, 1 the valid ones, 2 the expired ones (on the chosen date). */
export const CREDIT_TYPE = { all: 0, valid: 1, expired: 2 } as const;
export const CREDIT_TYPE_TEXT = { 0: "全部", 1: "有效", 2: "已过期" } as const;

/** A chosen day 'YYYY-MM-DD' from 2020-09-27 on; '' (or absent) means now. */
const CreditDateSchema = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.check((s) => s === "" || beijingDayStart(s) !== null, "日期格式错误"),
  v.check((s) => s === "" || s >= CREDITS_MIN_DATE, `日期不能早于${CREDITS_MIN_DATE}`),
);

/** my/CerContinue {currentPage, type, date} (spec 001 section 7: pager, list, vscore). */
const CerContinueSchema = v.object({
  currentPage: PageSchema,
  pageSize: pageSizeSchema(10),
  type: v.pipe(v.optional(intLike, CREDIT_TYPE.all), v.picklist(Object.values(CREDIT_TYPE), "参数错误")),
  date: CreditDateSchema,
});
export type CerContinuePager = v.InferOutput<typeof CerContinueSchema>;

/**
 * A credit: one award of the points ledger (a lot), what is left of it and when it lapses. valid 1 while its date
 * (expiresAt, '' never) is later than the chosen date. Times are UTC+8 text.
 */
export type CreditItem = {
  id: number;
  reason: string;
  amount: number;
  remaining: number;
  createdAt: string;
  expiresAt: string;
  valid: 0 | 1;
};
/** vscore: the points of the valid entries still held (spec 001: "vscore (valid points)"). */
export type CerContinuePage = { list: CreditItem[]; pager: Pager & { type: number; date: string }; vscore: number };

/** My/Radar (spec 001: data.v1): 10 skill axes, each 0..2. */
export const RADAR_AXES = 10;
export const RADAR_MAX = 2;
type RadarAxis = { name: string; value: number };
export type Radar = { v1: RadarAxis[]; max: number };

/** A medal with my levels in it (my/getmedal's answer). */
export type MyMedal = StepMedal & { isShare: number };

/* The calls. */
export const myCerContinueCall = defineCall({ path: "my/CerContinue", input: CerContinueSchema }).returns<CerContinuePage>();
export const myRadarCall = defineCall({ path: "My/Radar" }).returns<Radar>();
/** my/getmedallist {}: every medal with my levels, for the medals page (beyond the spec's my/getmedal {id}). */
export const myGetMedalListCall = defineCall({ path: "my/getmedallist" }).returns<{ list: MyMedal[] }>();
