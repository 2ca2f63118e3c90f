import * as v from "valibot";
import { isStorableDate } from "./beijing-time";

/**
 * Building blocks of the back office's form schemas (api/contract/*-admin.ts): texts, numbers, switches, times and
 * links as the react-admin forms send them, and the sign-up form / survey editor that sessions and activities share.
 */

export function text(max: number, tooLong: string) {
  return v.pipe(v.nullish(v.string(), ""), v.trim(), v.maxLength(max, tooLong));
}
export function requiredText(max: number, empty: string, tooLong: string) {
  return v.pipe(text(max, tooLong), v.nonEmpty(empty));
}
export function int(min: number, max: number, message: string) {
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
}
export const RecordIdSchema = (message: string) => int(1, 2_000_000_000, message);

/** A switch, stored as 0/1; 0/1 itself is accepted too, since the form submits what this schema outputs. */
export const flag = (message: string) =>
  v.pipe(
    v.nullish(v.union([v.boolean(), v.picklist([0, 1])], message), false),
    v.transform((b) => (b ? 1 : 0)),
  );
/** A row as the back office reads it: its `flag` fields as the switches show them, true or false. */
export type Switched<T, K extends keyof T> = Omit<T, K> & { [P in K]: boolean };

/** A moment from DateTimeInput: a Date in the form, an ISO string on the wire. */
export function time(message: string) {
  return v.pipe(
    v.union([v.date(message), v.string(message)], message),
    v.transform((x) => new Date(x)),
    v.check(isStorableDate, message),
  );
}

/** A link or image the portal opens: a site path or an http(s) address, at most 500 characters. */
export function link(what: string) {
  const message = `${what}须以 / 或 http(s):// 开头，且不超过500个字符`;
  return v.pipe(
    text(500, message),
    v.check((s) => s === "" || /^(\/|https?:\/\/)\S*$/.test(s), message),
  );
}

/** A sign-up's audit state (spec 000 section 4). */
export const AUDIT_LABELS: Record<number, string> = { 0: "待审核", 1: "已通过", 2: "未通过" };

/** Survey question types: one choice, several choices, free text. */
export const QUESTION_TYPE_LABELS: Record<number, string> = { 1: "单选", 2: "多选", 3: "填空" };

/** One field of a sign-up form, among the field types `typeIds` allows. */
export function signFieldSchema(typeIds: number[]) {
  return v.object({
    name: requiredText(20, "请输入字段名称", "字段名称不能超过20个字"),
    typeId: v.picklist(typeIds, "请选择字段类型"),
    isRequired: flag("请选择是否必填"),
  });
}

const SurveyOptionSchema = v.object({
  /** Present for an option that exists: answers name it by this id, so an edit keeps it. */
  optionId: v.nullish(RecordIdSchema("选项无效"), null),
  questionOption: requiredText(100, "请输入选项内容", "选项内容不能超过100个字"),
  isOther: flag("请选择是否为“其他”选项"),
});

export const SurveyQuestionSchema = v.pipe(
  v.object({
    id: v.nullish(RecordIdSchema("题目无效"), null),
    questionType: v.picklist([1, 2, 3], "请选择题型"),
    questionName: requiredText(200, "请输入题目", "题目不能超过200个字"),
    isRequired: flag("请选择是否必填"),
    surveyOptions: v.pipe(v.nullish(v.array(SurveyOptionSchema), []), v.maxLength(20, "选项不能超过20个")),
  }),
  v.forward(
    v.check((q) => q.questionType === 3 || q.surveyOptions.length >= 2, "选择题至少需要两个选项"),
    ["surveyOptions"],
  ),
);
