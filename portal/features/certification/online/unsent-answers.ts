import type { OnlineAnswer, OnlineAnswerInput } from "@/api/contract/online-exam";

/** Answers given but not yet saved by the server, kept in this browser per attempt until they are. */
const keyOf = (attemptId: number) => `online-exam.unsent.${attemptId}`;

export function readUnsent(attemptId: number): Map<number, OnlineAnswerInput> {
  try {
    const raw = localStorage.getItem(keyOf(attemptId));
    const list = raw ? (JSON.parse(raw) as OnlineAnswerInput[]) : [];
    return new Map(Array.isArray(list) ? list.filter((a) => typeof a?.questionId === "number").map((a) => [a.questionId, a]) : []);
  } catch {
    return new Map();
  }
}

export function writeUnsent(attemptId: number, unsent: Map<number, OnlineAnswerInput>) {
  try {
    if (unsent.size === 0) localStorage.removeItem(keyOf(attemptId));
    else localStorage.setItem(keyOf(attemptId), JSON.stringify([...unsent.values()]));
  } catch {
    // Storage refused (private mode, full): the answers still go to the server, only not kept here meanwhile.
  }
}

export function forgetUnsent(attemptId: number) {
  writeUnsent(attemptId, new Map());
}

/** An answer as the page holds it, from what was given (the local copy of an unsent one). */
export function answerOf(input: OnlineAnswerInput): OnlineAnswer {
  return { questionId: input.questionId, optionIds: input.optionIds ?? [], text: input.text ?? "", flagged: input.flagged ?? false };
}
