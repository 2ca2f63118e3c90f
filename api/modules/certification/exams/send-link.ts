import { EXAM_MSG, PC_ONLY_MSG } from "@/api/contract/certification-exams";
import { reply } from "@/api/protocol/call";
import { fail } from "@/api/protocol/errors";
import { hit } from "@/api/protocol/rate-limit";
import type { Db } from "@/db/client";
import { sendLetter } from "../../letters/service";
import { findPublishedExam } from "./queries";

/** Enough to retry or send a few exams' links; too few to fill one's own inbox by tapping. */
const SENDS_PER_HOUR = 5;

/**
 * Pearson/SendExamLink: a phone cannot take exams, so the person sends themselves a letter with the link to open on a
 * computer: the exam's registration page, or the exam list. `origin` is the site's configured address (PUBLIC_URL,
 * api/protocol/site.ts), never the Host header; the letter's own link stays a path, as every letter's does.
 */
export async function sendExamLink(db: Db, userId: number, examId: number | undefined, origin: string) {
  if ((await hit(db, `examlink:${userId}`, 3600)) > SENDS_PER_HOUR) fail(PC_ONLY_MSG.tooMany);
  const exam = examId === undefined ? null : await findPublishedExam(db, { id: examId });
  if (examId !== undefined && !exam) fail(EXAM_MSG.examMissing);
  const path = exam ? `/certification/add/${exam.id}` : "/certification/exam";
  await sendLetter(db, {
    userId,
    title: exam ? `考试链接：${exam.name}` : "认证考试链接",
    content: `认证考试需要在电脑上报名、拍照验证和参加。请在电脑浏览器中打开：${origin}${path}`,
    link: path,
  });
  return reply(null, PC_ONLY_MSG.sent);
}
