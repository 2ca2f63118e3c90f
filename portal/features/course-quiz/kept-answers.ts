import type { QuizAnswerInput } from "@/api/contract/course-quiz";
import type { OnlineAnswer } from "@/api/contract/online-exam";

/**
 * A quiz sends its answers only at 交卷, so until then they live in this tab (sessionStorage, per attempt): a reload
 * or a slip of the back button resumes the attempt with them.
 */
const keyOf = (attemptId: number) => `course-quiz.answers.${attemptId}`;

export function readKept(attemptId: number): Map<number, OnlineAnswer> {
  try {
    const list = JSON.parse(sessionStorage.getItem(keyOf(attemptId)) ?? "[]") as OnlineAnswer[];
    return new Map(Array.isArray(list) ? list.filter((a) => typeof a?.questionId === "number").map((a) => [a.questionId, a]) : []);
  } catch {
    return new Map();
  }
}

export function keep(attemptId: number, answers: Map<number, OnlineAnswer>) {
  try {
    sessionStorage.setItem(keyOf(attemptId), JSON.stringify([...answers.values()]));
  } catch {
    // Storage refused (private mode, full): the answers are still on the page, only a reload loses them.
  }
}

export function forgetKept(attemptId: number) {
  try {
    sessionStorage.removeItem(keyOf(attemptId));
  } catch {
    // Nothing kept.
  }
}

/** The page's answer as QuizSubmit takes it: the chosen options, or the blanks' texts. */
export function toInput(a: OnlineAnswer): QuizAnswerInput {
  return { questionId: a.questionId, optionIds: a.optionIds, texts: Array.isArray(a.text) ? a.text : a.text ? [a.text] : [] };
}
