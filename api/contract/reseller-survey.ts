import * as v from "valibot";
import { defineCall } from "./call";

/**
 * The reseller survey (spec 001 sections 2, 3, 4, 5, 7 "Reseller survey"; docs/decisions/0038). The page and the
 * server check answers with the same function, surveyErrors, against the same questions.
 */

export const SURVEY_MSG = {
  // Spec 001 section 5, verbatim.
  unanswered: "这道题未回答",
  phone: "请输入手机号码",
  incomplete: "请把每一项都填写完整",
  notReseller: "该问卷仅对代理商开放，请使用运营人员发给您的代理商登录链接",
  badAnswer: "答案无效，请刷新页面后重新填写",
  badFile: "请上传本人的图片文件",
  saved: "提交成功，感谢您的反馈",
} as const;

/** Question types (spec 001 section 3); 2 is not one of them. */
export const SURVEY_TYPE_LABELS = { 0: "单选", 1: "多选", 3: "简答", 4: "多项填空", 5: "上传文件" } as const;
export type SurveyType = keyof typeof SURVEY_TYPE_LABELS;
export const SURVEY_TYPES = [0, 1, 3, 4, 5] as const satisfies readonly SurveyType[];

type SurveyOption = { id: number; title: string; joinShowQuestionId: number[]; regx: "" | "phone"; br: number };
export type SurveyQuestion = {
  id: number;
  title: string;
  description: string;
  isRequired: number;
  isHide: number;
  type: SurveyType;
  options: SurveyOption[];
};

/**
 * One answer a question (spec's {name, id, val, type}): name is the question's title, id its id; val is the chosen
 * option's id (0), the chosen ids joined by commas (1), the text (3), a JSON array of the fields' texts in the
 * options' order (4), or the uploaded file's path (5).
 */
const SurveyAnswerSchema = v.object({
  name: v.pipe(v.string(SURVEY_MSG.badAnswer), v.maxLength(200, SURVEY_MSG.badAnswer)),
  id: v.pipe(v.number(SURVEY_MSG.badAnswer), v.integer(SURVEY_MSG.badAnswer), v.minValue(1, SURVEY_MSG.badAnswer)),
  val: v.pipe(v.string(SURVEY_MSG.badAnswer), v.trim(), v.maxLength(4000, "回答不能超过4000个字")),
  type: v.picklist(SURVEY_TYPES, SURVEY_MSG.badAnswer),
});
export type SurveyAnswer = v.InferOutput<typeof SurveyAnswerSchema>;

const SurveySaveSchema = v.object({
  list: v.pipe(v.array(SurveyAnswerSchema, SURVEY_MSG.badAnswer), v.maxLength(200, SURVEY_MSG.badAnswer)),
});

const PHONE = /^1[3-9]\d{9}$/;

/** The fields of a multi-field answer, or null when val is not such a list. */
export function fillFields(val: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(val || "[]");
    return Array.isArray(parsed) && parsed.every((x) => typeof x === "string") ? parsed : null;
  } catch {
    return null;
  }
}

/** The chosen option ids of a choice answer. */
export const chosenIds = (val: string) => val.split(",").filter(Boolean).map(Number);

/**
 * The questions shown for these answers: every question not hidden, and each follow-up that a chosen option of a
 * shown question names (choosing another option hides it again). Follow-ups of follow-ups are followed in order.
 */
export function visibleQuestions(questions: SurveyQuestion[], answers: Map<number, string>) {
  const shown = new Set(questions.filter((q) => !q.isHide).map((q) => q.id));
  for (const q of questions) {
    if (!shown.has(q.id) || (q.type !== 0 && q.type !== 1)) continue;
    const chosen = chosenIds(answers.get(q.id) ?? "");
    for (const o of q.options) if (chosen.includes(o.id)) for (const id of o.joinShowQuestionId) shown.add(id);
  }
  return questions.filter((q) => shown.has(q.id));
}

/** Whether a shown question counts as answered (for progress and the required rule). */
function isAnswered(q: SurveyQuestion, val: string) {
  if (q.type === 4) return (fillFields(val) ?? []).some((f) => f.trim() !== "");
  return val.trim() !== "";
}

/**
 * Each shown question's message, by question id (spec 001 section 5): required and unanswered, a phone field that is
 * not a mobile number, a multi-field answer begun but not finished (or required), a choice that is not an option.
 */
export function surveyErrors(questions: SurveyQuestion[], answers: Map<number, string>) {
  const errors = new Map<number, string>();
  for (const q of visibleQuestions(questions, answers)) {
    const val = answers.get(q.id) ?? "";
    if (!isAnswered(q, val)) {
      if (q.isRequired) errors.set(q.id, SURVEY_MSG.unanswered);
      continue;
    }
    const optionIds = q.options.map((o) => o.id);
    if (q.type === 0 || q.type === 1) {
      const chosen = chosenIds(val);
      if (!chosen.every((id) => optionIds.includes(id)) || (q.type === 0 && chosen.length !== 1)) errors.set(q.id, SURVEY_MSG.badAnswer);
    } else if (q.type === 4) {
      const fields = fillFields(val) ?? [];
      if (fields.length !== q.options.length || fields.some((f) => f.trim() === "")) errors.set(q.id, SURVEY_MSG.incomplete);
      else if (q.options.some((o, i) => o.regx === "phone" && !PHONE.test(fields[i].trim()))) errors.set(q.id, SURVEY_MSG.phone);
    }
  }
  return errors;
}

/** What ResellerSurvey/Save sends and keeps: the answered questions shown for these choices, as {name, id, val, type}. */
export function answersToSave(questions: SurveyQuestion[], answers: Map<number, string>): SurveyAnswer[] {
  return visibleQuestions(questions, answers)
    .filter((q) => isAnswered(q, answers.get(q.id) ?? ""))
    .map((q) => ({ name: q.title, id: q.id, val: answers.get(q.id) ?? "", type: q.type }));
}

/** Progress (spec 001 section 4): answered shown questions over shown questions. */
export function surveyProgress(questions: SurveyQuestion[], answers: Map<number, string>) {
  const shown = visibleQuestions(questions, answers);
  const answered = shown.filter((q) => isAnswered(q, answers.get(q.id) ?? "")).length;
  return { answered, total: shown.length };
}

export type ResellerSurvey = { list: SurveyQuestion[]; answers: SurveyAnswer[]; savedAt: string | null };

/* The calls (the server's reseller-survey module). ResellerSurvey/GetQuestions is ours: the spec does not show how
 * the page reads its questions. */
export const resellerSurveyGetCall = defineCall({ path: "ResellerSurvey/GetQuestions" }).returns<ResellerSurvey>();
export const resellerSurveySaveCall = defineCall({ path: "ResellerSurvey/Save", input: SurveySaveSchema }).returns<null>();
