import type { OnlineAnswer, OnlineQuestion, OnlineSubmitted, PaperItem } from "@/api/contract/online-exam";
import type { AnswerRow, AttemptState } from "./queries";

/** A paper question as the candidate sees it: never the right answer, the 解析 or a per-option flag. */
export function candidateQuestion(item: PaperItem): OnlineQuestion {
  const q: OnlineQuestion = { id: item.questionId, type: item.type, points: item.points, stem: item.stem };
  if (item.image) q.image = item.image;
  if (item.type === "fill") q.blanks = item.blankAnswers.length;
  else if (item.type !== "short") q.options = item.options.map(({ id, text }) => ({ id, text }));
  return q;
}

/** A saved answer as the page gives it back: a fill-in's texts as a list, a short answer's as one text. */
export function candidateAnswer(row: AnswerRow, item: PaperItem | undefined): OnlineAnswer {
  return {
    questionId: row.questionId,
    optionIds: row.optionIds,
    text: item?.type === "fill" ? row.texts : (row.texts[0] ?? ""),
    flagged: row.flagged === 1,
  };
}

/** Where an ended attempt stands: score and pass once scored, the answers still waiting otherwise. */
export function submitted(attempt: AttemptState, certificateNumber: string | null): OnlineSubmitted {
  const scored = attempt.status === "scored" && attempt.score !== null;
  return {
    score: scored ? attempt.score : null,
    passed: scored ? (attempt.score ?? 0) >= attempt.passScore : null,
    pending: attempt.status === "marking" ? attempt.pending : 0,
    ...(certificateNumber ? { certificateNumber } : {}),
    endReason: attempt.endReason ?? "submitted",
    zongFen: attempt.zongFen,
    passScore: attempt.passScore,
    voided: attempt.status === "voided",
  };
}
