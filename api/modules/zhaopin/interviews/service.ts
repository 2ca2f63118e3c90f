import { beijingDate, beijingInstant } from "@/api/contract/beijing-time";
import { pick } from "@/api/contract/pick";
import {
  INTERVIEW_MSG,
  INTERVIEW_STATUS_LABEL,
  type Interview,
  type InterviewReplyInput,
  type InterviewStatus,
  interviewIcsPath,
} from "@/api/contract/zhaopin-interviews";
import type { Conn, Db } from "@/db/client";
import { fail } from "../../../protocol/errors";
import { companiesByIds } from "../../company/service";
import { recordContactReveal } from "../contact/service";
import { positionPath } from "../positions/search";
import { namesOf } from "./names";
import { noticeCancelledByCandidate, noticeReplied, shownTime } from "./notices";
import { type InterviewRecord, interviewsOf, isOpenStatus, lockInterview, ofCandidate, positionTitles, updateInterview } from "./queries";

/** How far ahead an interview (or a proposed new time) may be. */
const MAX_AHEAD_MS = 180 * 86_400_000;
/** The candidate's list (and their data export) shows at most this many, the latest first. */
const LIST_LIMIT = 200;

/** What is wrong with an interview time: past, or beyond 180 days; null when it will do. */
export function timeProblem(at: Date, now = Date.now()) {
  if (at.getTime() <= now) return INTERVIEW_MSG.past;
  if (at.getTime() > now + MAX_AHEAD_MS) return INTERVIEW_MSG.tooFar;
  return null;
}

/** The rate-limit key counting a company's invitations of one Beijing day. */
export const inviteLimitKey = (companyId: number, now: Date | number = Date.now()) => `interview-invite:${companyId}:${beijingDate(now)}`;

const shownOrEmpty = (d: Date | null) => (d ? shownTime(d) : "");

const SHARED = [
  "id",
  "place",
  "onlineUrl",
  "contactName",
  "contactPhone",
  "note",
  "status",
  "replyNote",
  "cancelledBy",
  "cancelReason",
] as const;

/** What both sides read of an invitation as it is stored (its times each side shows its own way). */
export const sharedFields = (i: InterviewRecord) => ({ ...pick(i, SHARED), statusText: INTERVIEW_STATUS_LABEL[i.status] });

/** An invitation as the candidate reads it. */
function interviewView(i: InterviewRecord, companyName: string, positionTitle: string): Interview {
  return {
    ...sharedFields(i),
    companyName,
    positionTitle,
    positionPath: i.positionId === null ? "" : positionPath(i.positionId),
    startsAt: shownTime(i.startsAt),
    proposedAt: shownOrEmpty(i.proposedAt),
    repliedAt: shownOrEmpty(i.repliedAt),
    createdAt: shownTime(i.createdAt),
    icsPath: isOpenStatus(i.status) ? interviewIcsPath(i.id) : "",
  };
}

/** ZhaoPin/GetMyInterviews: the caller's invitations, the latest interview first. */
export async function myInterviews(db: Conn, userId: number): Promise<{ list: Interview[] }> {
  const rows = await interviewsOf(db, userId, LIST_LIMIT);
  const [companies, titles] = await Promise.all([
    companiesByIds(
      db,
      rows.map((r) => r.companyId),
    ),
    positionTitles(
      db,
      rows.map((r) => r.positionId),
    ),
  ]);
  const names = new Map(companies.map((c) => [c.id, c.companyName]));
  return {
    list: rows.map((r) => interviewView(r, names.get(r.companyId) ?? "", (r.positionId !== null && titles.get(r.positionId)) || "")),
  };
}

/** The caller's own invitation, locked; someone else's is as absent as a missing one. */
async function ownInterview(tx: Parameters<typeof lockInterview>[0], userId: number, id: number) {
  const row = await lockInterview(tx, id, ofCandidate(userId));
  if (!row) fail(INTERVIEW_MSG.notFound, "id");
  return row;
}

/** A closed invitation's refusal: cancelled, or declined. */
function refuseClosed(status: InterviewStatus) {
  if (status === "cancelled") fail(INTERVIEW_MSG.cancelled);
  if (!isOpenStatus(status)) fail(INTERVIEW_MSG.closed);
}

/** 改约's proposed time: Beijing 'YYYY-MM-DD HH:mm' that is a real, future moment within 180 days. */
function proposedInstant(text: string, now: number) {
  const normalized = text.replace("T", " ");
  const at = new Date(beijingInstant(`${normalized}:00`));
  if (Number.isNaN(at.getTime()) || shownTime(at) !== normalized) fail(INTERVIEW_MSG.proposedAt, "proposedTime");
  const problem = timeProblem(at, now);
  if (problem) fail(problem, "proposedTime");
  return at;
}

const REPLY_STATUS = { accept: "accepted", decline: "declined", reschedule: "reschedule" } as const;

/**
 * ZhaoPin/ReplyInterview: 接受, 拒绝 or 改约 an open invitation whose time has not come. Accepting one from the talent
 * pool opens the person's contact to that company (docs/decisions/0056); the HR who sent it gets a letter.
 */
export async function replyInterview(db: Db, userId: number, input: InterviewReplyInput, now = new Date()) {
  return db.transaction(async (tx) => {
    const before = await ownInterview(tx, userId, input.id);
    refuseClosed(before.status);
    if (before.startsAt <= now) fail(INTERVIEW_MSG.closed);
    const proposedAt = input.reply === "reschedule" ? proposedInstant(input.proposedTime, now.getTime()) : null;
    const after = await updateInterview(tx, before.id, {
      status: REPLY_STATUS[input.reply],
      replyNote: input.note,
      proposedAt,
      repliedAt: now,
    });
    if (after.status === "accepted" && after.applicationId === null) {
      await recordContactReveal(tx, { companyId: after.companyId, userId, how: "invitation" });
    }
    const names = await namesOf(tx, after);
    await noticeReplied(tx, after, names);
    return interviewView(after, names.companyName, names.positionTitle);
  });
}

/** ZhaoPin/CancelInterview: the candidate calls off their own open invitation with a reason HR reads. */
export async function cancelByCandidate(db: Db, userId: number, input: { id: number; reason: string }) {
  return db.transaction(async (tx) => {
    const before = await ownInterview(tx, userId, input.id);
    refuseClosed(before.status);
    const after = await updateInterview(tx, before.id, { status: "cancelled", cancelledBy: "candidate", cancelReason: input.reason });
    const names = await namesOf(tx, after);
    await noticeCancelledByCandidate(tx, after, names);
    return interviewView(after, names.companyName, names.positionTitle);
  });
}
