import { beijingTime } from "@/api/contract/beijing-time";
import { answersToSave, SURVEY_MSG, type SurveyAnswer, surveyErrors } from "@/api/contract/reseller-survey";
import type { Conn } from "@/db/client";
import { fail } from "../../protocol/errors";
import { isReseller } from "../partner-login/reseller-auth";
import { isOwnPrivateUpload } from "../upload/keys";
import { findResponse, loadQuestions, saveResponse } from "./queries";

async function requireReseller(db: Conn, userId: number) {
  if (!(await isReseller(db, userId))) fail(SURVEY_MSG.notReseller);
}

/** ResellerSurvey/GetQuestions: the questions, and the person's saved answers when they answered before. */
export async function surveyFor(db: Conn, userId: number) {
  await requireReseller(db, userId);
  const [list, response] = await Promise.all([loadQuestions(db), findResponse(db, userId)]);
  return { list, answers: response?.answers ?? [], savedAt: response ? beijingTime(response.updatedAt) : null };
}

/**
 * ResellerSurvey/Save: the page's own checks again (surveyErrors) against the stored questions; answers to questions
 * not shown for these choices are dropped, a file must be the person's own survey upload. The first problem is the
 * answer's message, with its question's title.
 */
export async function saveSurvey(db: Conn, userId: number, list: SurveyAnswer[]) {
  await requireReseller(db, userId);
  const questions = await loadQuestions(db);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const answers = new Map<number, string>();
  for (const a of list) {
    const q = byId.get(a.id);
    if (!q || q.type !== a.type || answers.has(a.id)) fail(SURVEY_MSG.badAnswer);
    answers.set(a.id, a.val);
  }
  const [first] = surveyErrors(questions, answers);
  if (first) fail(`${byId.get(first[0])?.title}：${first[1]}`);
  const kept = answersToSave(questions, answers);
  const file = kept.find((a) => a.type === 5 && !isOwnPrivateUpload(a.val, userId, "survey"));
  if (file) fail(`${file.name}：${SURVEY_MSG.badFile}`);
  await saveResponse(db, userId, kept);
}
