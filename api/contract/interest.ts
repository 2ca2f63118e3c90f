import * as v from "valibot";

/** Industry id 32 is 其他 (spec 000 section 9): it needs the free-text industryOther. */
export const INDUSTRY_OTHER_ID = 32;

export const INTEREST_MSG = {
  chineseName: "请输入中文姓名",
  companyName: "请输入公司名称",
  industryFirst: "请选择一级行业",
  industryLast: "请选择二级行业",
  industryOther: "其他行业不能为空",
} as const;

/** Required text; an absent key reads as '' so the person sees the field's own message. */
const text = (message: string, label: string, max: number) =>
  v.pipe(v.optional(v.string(message), ""), v.trim(), v.nonEmpty(message), v.maxLength(max, `${label}不能超过${max}个字`));

/** An industry id from a select: a number, or its digits as a string; '' and absent read as 0 (none chosen). */
const industryId = (message: string) =>
  v.pipe(
    v.optional(v.union([v.number(message), v.string(message)], message), 0),
    v.transform((x) => (typeof x === "string" ? (x.trim() === "" ? 0 : Number(x)) : x)),
    v.number(message),
    v.integer(message),
    v.minValue(0, message),
  );

/**
 * The company details on the interest page (/user/interest), sent to my/EditInterest.
 * Whether a second level is required depends on the first level having sub-industries,
 * which the form knows from its options and the server checks against the table.
 */
export const InterestProfileSchema = v.pipe(
  v.object({
    chineseName: text(INTEREST_MSG.chineseName, "中文姓名", 50),
    companyName: text(INTEREST_MSG.companyName, "公司名称", 100),
    industryfirst: v.pipe(industryId(INTEREST_MSG.industryFirst), v.minValue(1, INTEREST_MSG.industryFirst)),
    industrylast: industryId(INTEREST_MSG.industryLast),
    industryOther: v.optional(v.pipe(v.string(INTEREST_MSG.industryOther), v.trim(), v.maxLength(100, "其他行业不能超过100个字")), ""),
  }),
  v.forward(
    v.check((o) => o.industryfirst !== INDUSTRY_OTHER_ID || o.industryOther !== "", INTEREST_MSG.industryOther),
    ["industryOther"],
  ),
);
export type InterestProfile = v.InferOutput<typeof InterestProfileSchema>;
export type InterestProfileInput = v.InferInput<typeof InterestProfileSchema>;
