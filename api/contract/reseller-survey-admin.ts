import * as v from "valibot";
import { flag, int, requiredText, text } from "./admin-form";
import { SURVEY_TYPES, type SurveyAnswer } from "./reseller-survey";

/** The back office of the reseller survey (docs/decisions/0038): questions, their options, and the answers. */

const bool = (message: string) =>
  v.pipe(
    flag(message),
    v.transform((x) => x === 1),
  );

export const SurveyQuestionFormSchema = v.object({
  title: requiredText(200, "请输入题目", "题目不能超过200个字"),
  description: text(500, "说明不能超过500个字"),
  type: v.picklist(SURVEY_TYPES, "请选择题型"),
  sort: v.nullish(int(0, 9999, "排序须是 0 到 9999 的整数"), 0),
  isRequired: bool("请选择是否必答"),
  isHide: bool("请选择是否为追问"),
});

export const SurveyOptionFormSchema = v.object({
  questionId: int(1, 2_000_000_000, "请选择所属题目"),
  title: requiredText(100, "请输入选项或填空项的名称", "名称不能超过100个字"),
  sort: v.nullish(int(0, 9999, "排序须是 0 到 9999 的整数"), 0),
  joinShowQuestionId: v.pipe(
    v.nullish(v.array(int(1, 2_000_000_000, "追问题目无效"), "追问题目无效"), []),
    v.maxLength(20, "一个选项最多追问20道题"),
  ),
  regx: v.nullish(v.picklist(["", "phone"], "请选择校验方式"), ""),
  br: bool("请选择是否换行"),
});

export const REGX_LABELS = { "": "不校验", phone: "手机号码" } as const;
export const SURVEY_ADMIN_MSG = {
  followUpNotHidden: "追问的题目须设为“追问（默认隐藏）”",
  followUpSelf: "选项不能追问自己所在的题目",
} as const;

/** The back office's rows of the survey (dates as ISO text), as serialize and figures produce them. */
export type SurveyQuestionRow = {
  id: number;
  sort: number;
  title: string;
  description: string;
  type: number;
  isRequired: boolean;
  isHide: boolean;
  createdAt: string;
};
export type SurveyOptionRow = {
  id: number;
  questionId: number;
  sort: number;
  title: string;
  joinShowQuestionId: number[];
  regx: string;
  br: boolean;
};
/** One answer of a response in words (a file answer also as its path). */
type SurveyResponseLine = { question: string; answer: string; file: string };
export type SurveyResponseRow = {
  id: number;
  userId: number;
  answers: SurveyAnswer[];
  createdAt: string;
  updatedAt: string;
  chineseName: string;
  areaCode: string;
  mobile: string;
  resellerName: string;
  lines: SurveyResponseLine[];
};
