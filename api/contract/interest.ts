import * as v from "valibot";
import { text as adminText, int, RecordIdSchema, requiredText } from "./admin-form";
import { defineCall } from "./call";
import { intLike } from "./pager";
import { alsoNamed } from "./spec-names";

/** Industry id 32 is 其他 (spec 000 section 9): it needs the free-text industryOther. */
export const INDUSTRY_OTHER_ID = 32;

export const INTEREST_MSG = {
  chineseName: "请输入中文姓名",
  companyName: "请输入公司名称",
  industryFirst: "请选择一级行业",
  industryLast: "请选择二级行业",
  industryOther: "其他行业不能为空",
} as const;

/** The survey's categories in the order it asks them (spec 000 section 4, messages from spec 001 section 8). */
export const INTEREST_CATEGORIES = [
  { cateId: 1, title: "您的身份", multiple: false, message: "请选择您的身份" },
  { cateId: 2, title: "您关注的岗位", multiple: true, message: "请选择您关注的岗位" },
  { cateId: 3, title: "您关注的行业", multiple: true, message: "请选择您关注的行业" },
  { cateId: 4, title: "您所处的成长阶段", multiple: false, message: "请选择成长阶段" },
  { cateId: 5, title: "您的营销行为", multiple: true, message: "请选择是否有营销行为" },
  { cateId: 7, title: "您的营销目的", multiple: true, message: "请选择您的营销目的" },
  { cateId: 8, title: "您关注的营销话题", multiple: true, message: "请选择您关注的营销话题" },
] as const;
export type InterestCateId = (typeof INTEREST_CATEGORIES)[number]["cateId"];
export const INTEREST_CATE_LABELS = Object.fromEntries(INTEREST_CATEGORIES.map((c) => [c.cateId, c.title])) as Record<
  InterestCateId,
  string
>;

/** 暂无营销行为: chosen, it is the person's only marketing behaviour. */
const NO_MARKETING_VALUE = 88;
/** What an 其他 answer may hold. */
const OTHER_TEXT_MAX = 50;

/** An option as the survey shows it; `child` is the question it reveals once chosen (empty when none). */
export type InterestOption = {
  id: number;
  cateId: number;
  value: number;
  title: string;
  exclusive: boolean;
  isother: 0 | 1;
  childTitle: string;
  childMultiple: boolean;
  child: InterestOption[];
};
/** A category with its options (common/getinterestlist); `sellist` holds the person's answers (GetInterestListByUser). */
export type InterestCategory = { cateId: number; title: string; multiple: boolean; message: string; oplist: InterestOption[] };
/** An answer as Home/AddUserInterest sends it and my/Interest returns it; `title` is the written text of an 其他 option. */
export type InterestAnswer = { id: number; cateid: number; title: string };
/** A chosen option and, for 其他, what the person wrote. */
export type ChosenOption = { id: number; text: string };

export const INTEREST_SURVEY_MSG = {
  stale: "问卷已更新，请刷新页面后重新选择",
  otherText: "请填写“其他”的具体内容",
  otherTooLong: `“其他”的内容不能超过${OTHER_TEXT_MAX}个字`,
  saved: "提交成功",
} as const;
const BAD_ANSWER = "问卷答案格式错误";

const optionId = v.pipe(
  v.union([v.number(BAD_ANSWER), v.string(BAD_ANSWER)], BAD_ANSWER),
  v.transform(Number),
  v.integer(BAD_ANSWER),
  v.minValue(1, BAD_ANSWER),
  v.maxValue(2_147_483_647, BAD_ANSWER),
);
const answerText = v.pipe(
  v.optional(v.nullable(v.string(BAD_ANSWER)), ""),
  v.transform((s) => (s ?? "").trim()),
);

/** Home/AddUserInterest: {list: [{id, cateid, title}]}. */
export const AddUserInterestSchema = v.object({
  list: v.pipe(
    v.array(v.object({ id: optionId, cateid: v.optional(v.unknown()), title: answerText }), BAD_ANSWER),
    v.maxLength(200, BAD_ANSWER),
    v.transform((list): ChosenOption[] => list.map((a) => ({ id: a.id, text: a.title }))),
  ),
});

/** A treelist entry (my/EditInterest, my/InterestSin): value is the option's id, label the written text when isother is 1. */
const TreeItemSchema = v.object({ label: answerText, value: optionId, isother: v.optional(v.picklist([0, 1, "0", "1"], BAD_ANSWER), 0) });
const toChosen = (list: v.InferOutput<typeof TreeItemSchema>[]): ChosenOption[] =>
  list.map((t) => ({ id: t.value, text: Number(t.isother) === 1 ? t.label : "" }));

/** my/InterestSin {treelist}. */
const TreelistSchema = v.pipe(v.optional(v.array(TreeItemSchema, BAD_ANSWER), []), v.maxLength(200, BAD_ANSWER), v.transform(toChosen));
const InterestSinSchema = v.object({ treelist: TreelistSchema });

/** The survey answers as a treelist, as the interest page and my/InterestSin send them. */
export const toTreelist = (chosen: ChosenOption[], byId: Map<number, InterestOption>) =>
  chosen.map((c) => {
    const o = byId.get(c.id);
    return { label: o?.isother ? c.text : (o?.title ?? ""), value: c.id, isother: o?.isother ?? 0 };
  });

/** Every option of the tree by id. */
export function indexOptions(categories: InterestCategory[]) {
  const byId = new Map<number, InterestOption>();
  const walk = (list: InterestOption[]) => {
    for (const o of list) {
      byId.set(o.id, o);
      walk(o.child);
    }
  };
  for (const c of categories) walk(c.oplist);
  return byId;
}

/** A failed rule: its message and the category the person is sent back to. */
export type SurveyProblem = { msg: string; cateId: number };

/**
 * The survey's rules, the same for the pop-up, the interest page and the server: every category answered (its own
 * message), one answer where the question takes one, an exclusive option (88) alone, 其他 written, and a revealed
 * question (流量主's, 是's follow-ups) answered; options under an unchosen parent (a follow-up after 否) are refused.
 */
export function checkSurvey(categories: InterestCategory[], chosen: ChosenOption[]): SurveyProblem | null {
  const picked = new Map(chosen.map((c) => [c.id, c.text]));
  const seen = new Set<number>();
  const question = (cateId: number, options: InterestOption[], multiple: boolean, empty: string): SurveyProblem | null => {
    const on = options.filter((o) => picked.has(o.id));
    for (const o of on) seen.add(o.id);
    if (!on.length) return { msg: empty, cateId };
    if (!multiple && on.length > 1) return { msg: `${empty}（只能选择一项）`, cateId };
    const alone = on.find((o) => o.exclusive);
    if (alone && on.length > 1) return { msg: `“${alone.title}”不能与其他选项同时选择`, cateId };
    for (const o of on) {
      const text = picked.get(o.id) ?? "";
      if (o.isother && !text) return { msg: INTEREST_SURVEY_MSG.otherText, cateId };
      if (o.isother && text.length > OTHER_TEXT_MAX) return { msg: INTEREST_SURVEY_MSG.otherTooLong, cateId };
      if (o.child.length) {
        const problem = question(cateId, o.child, o.childMultiple, `请选择${o.childTitle || o.title}`);
        if (problem) return problem;
      }
    }
    return null;
  };
  for (const c of categories) {
    const problem = question(c.cateId, c.oplist, c.multiple, c.message);
    if (problem) return problem;
  }
  // Whatever was not reached: a follow-up whose parent is not chosen, or an option no longer in the survey.
  const byId = indexOptions(categories);
  for (const id of picked.keys()) {
    if (seen.has(id)) continue;
    const o = byId.get(id);
    return { msg: o ? `“${o.title}”无需选择` : INTEREST_SURVEY_MSG.stale, cateId: o?.cateId ?? 0 };
  }
  return null;
}

/**
 * A back-office option of the tree; its parent must be an option of the same category (checked by the api). Value 88
 * (no marketing behaviour) is exclusive by the spec, so it cannot be saved otherwise: the flag the survey reads holds.
 */
export const InterestOptionSchema = v.pipe(
  v.object({
    cateId: v.pipe(
      v.number("请选择分类"),
      v.picklist(
        INTEREST_CATEGORIES.map((c) => c.cateId),
        "请选择分类",
      ),
    ),
    parentId: v.nullish(RecordIdSchema("请选择有效的上级选项"), null),
    title: requiredText(30, "请输入选项名称", "选项名称不能超过30个字"),
    value: v.nullish(int(0, 9999, "选项值须为0-9999的整数"), 0),
    sort: v.nullish(int(0, 9999, "排序须为0-9999的整数"), 0),
    exclusive: v.nullish(v.boolean(), false),
    isOther: v.nullish(v.boolean(), false),
    childTitle: adminText(30, "追问题目不能超过30个字"),
    childMultiple: v.nullish(v.boolean(), false),
  }),
  v.forward(
    v.check((o) => o.value !== NO_MARKETING_VALUE || o.exclusive, `选项值 ${NO_MARKETING_VALUE}（暂无营销行为）须设为互斥选项`),
    ["exclusive"],
  ),
);
export type InterestOptionInput = v.InferOutput<typeof InterestOptionSchema>;

/** Required text; an absent key reads as '' so the person sees the field's own message. */
const text = (message: string, label: string, max: number) =>
  v.pipe(v.optional(v.string(message), ""), v.trim(), v.nonEmpty(message), v.maxLength(max, `${label}不能超过${max}个字`));

/** An industry id from a select: a number, or its digits as a string; '' and absent read as 0 (none chosen). */
export const industryId = (message: string) =>
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
  // Spec 001 names the industry eduIndustry in the call's payload, industryfirst on the page, industryFirst in the profile.
  alsoNamed({ industryfirst: "industryFirst", industrylast: "industryLast" }),
  alsoNamed({ industryfirst: "eduIndustry" }),
  v.object({
    treelist: TreelistSchema,
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

/** home/interestAlert: `interest` is the page's survey number, only 1 today. */
const InterestAlertSchema = v.object({ interest: v.optional(v.pipe(intLike, v.picklist([1], "参数错误")), 1) });

/** The survey tree with the person's answers (`sellist`) in each category. */
export type InterestCategoryAnswered = InterestCategory & { sellist: InterestAnswer[] };

/* The calls (the server's interest module). */
export const commonGetinterestlistCall = defineCall({ path: "common/getinterestlist" }).returns<{ list: InterestCategory[] }>();
export const commonGetInterestListByUserCall = defineCall({ path: "common/GetInterestListByUser" }).returns<{
  list: InterestCategoryAnswered[];
}>();
export const homeExistUserInterestCall = defineCall({ path: "Home/ExistUserInterest" }).returns<{ exist: boolean }>();
export const homeInterestAlertCall = defineCall({ path: "home/interestAlert", input: InterestAlertSchema }).returns<{ count: number }>();
export const homeAddUserInterestCall = defineCall({ path: "Home/AddUserInterest", input: AddUserInterestSchema }).returns<null>();
export const myInterestSinCall = defineCall({ path: "my/InterestSin", input: InterestSinSchema }).returns<null>();
export const myInterestCall = defineCall({ path: "my/Interest" }).returns<{ list: InterestAnswer[] }>();
