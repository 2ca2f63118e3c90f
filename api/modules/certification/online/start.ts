import { beijingTime } from "@/api/contract/beijing-time";
import { isMobileUserAgent } from "@/api/contract/certification-registration";
import { ONLINE_MSG, type OnlineStarted, type PaperItem } from "@/api/contract/online-exam";
import type { Deps } from "@/api/deps";
import { fail } from "@/api/protocol/errors";
import type { SessionUser } from "@/api/protocol/session";
import { batcher } from "@/db/batch";
import type { Db } from "@/db/client";
import { prepared } from "@/db/prepared";
import { drawPaper } from "./draw";
import { endAttempt } from "./finish";
import { closesAt } from "./info";
import { paperItems } from "./paper";
import {
  type Attempt,
  answersOf,
  attemptOfRegistration,
  insertAttempts,
  insertEvent,
  type NewAttempt,
  registrationToStart,
  setDevice,
} from "./queries";
import { candidateAnswer, candidateQuestion } from "./view";

type Input = { eadid: number; device: string };
type Found = NonNullable<Awaited<ReturnType<typeof registrationToStart>>>;

/** The checks before a paper is drawn: a booked in-house sitting, open for starting now, of an exam with rules. */
function startable({ reg, sitting, exam }: Found, now: Date) {
  if (reg.status !== "booked" || !sitting) fail(ONLINE_MSG.notBooked);
  if (sitting.mode !== "online") fail(ONLINE_MSG.notOnline);
  if (now < sitting.startAt) fail(ONLINE_MSG.notOpen(beijingTime(sitting.startAt).slice(0, 16)));
  if (now > closesAt(sitting)) fail(ONLINE_MSG.closed);
  if (!exam.paperRules || exam.paperRules.sections.length === 0) fail(ONLINE_MSG.noPaper);
  return { sitting, rules: exam.paperRules };
}

/**
 * The starts in hand go to the database together (group commit), one statement in flight: fewer, bigger batches
 * measured best (docs/performance.md, issue 36).
 */
const insertBatched = (db: Db) =>
  prepared(db, "online.startBatch", () =>
    batcher(
      async (values: NewAttempt[]) => {
        const made = await insertAttempts(db, values);
        return values.map((v) => made.get(v.registrationId));
      },
      200,
      1,
    ),
  );

async function newAttempt(deps: Deps, found: Found, device: string, now: Date) {
  const { sitting, rules } = startable(found, now);
  const { reg, exam } = found;
  const { items, columns } = await drawPaper(deps.db, exam.id, rules, found.bankVersion);
  const endsAt = new Date(now.getTime() + exam.duration * 60_000);
  const id = await insertBatched(deps.db)({
    registrationId: reg.id,
    userId: reg.userId,
    examId: exam.id,
    sessionId: sitting.id,
    proctored: exam.isVideo,
    leaveLimit: exam.leaveLimit,
    allowReview: exam.allowReview,
    ...columns,
    passScore: exam.passScore,
    device,
    startedAt: now,
    endsAt,
  });
  if (id !== undefined) {
    return { id, items, endsAt, endedAt: null, proctored: exam.isVideo, leaveLimit: exam.leaveLimit, violations: 0, device };
  }
  // Two starts at once: the other one's attempt is the one kept.
  return begunOf(deps.db, await attemptOfRegistration(deps.db, reg.id));
}

type Begun = Pick<Attempt, "id" | "endsAt" | "endedAt" | "proctored" | "leaveLimit" | "violations" | "device"> & { items: PaperItem[] };

/** An attempt already begun, with its paper's questions as drawn. */
async function begunOf(db: Db, attempt: Attempt | undefined): Promise<Begun | undefined> {
  return attempt && { ...attempt, items: await paperItems(db, attempt.paper) };
}

/** The attempt as the page draws it: questions without answers, what was saved, and the seconds left by the server's clock. */
async function started(deps: Deps, attempt: Begun, examName: string, now: Date, fresh: boolean): Promise<OnlineStarted> {
  const items = new Map(attempt.items.map((q) => [q.questionId, q]));
  const saved = fresh ? [] : await answersOf(deps.db, attempt.id);
  return {
    attemptId: attempt.id,
    examName,
    endsAt: attempt.endsAt.toISOString(),
    durationSeconds: Math.max(0, Math.floor((attempt.endsAt.getTime() - now.getTime()) / 1000)),
    proctored: attempt.proctored === 1,
    leaveLimit: attempt.leaveLimit,
    violations: attempt.violations,
    questions: attempt.items.map(candidateQuestion),
    answers: saved.filter((a) => items.has(a.questionId)).map((a) => candidateAnswer(a, items.get(a.questionId))),
  };
}

/**
 * pearson/OnlineStart {eadid}: draws the candidate's paper and starts the clock, or resumes the attempt already
 * begun (same questions, same order, the answers saved so far). Another browser taking an attempt over is logged.
 * After the end it answers ONLINE_MSG.ended and the page asks for the result.
 */
export async function startOnline(deps: Deps, user: SessionUser, input: Input, userAgent: string) {
  if (isMobileUserAgent(userAgent)) fail(ONLINE_MSG.mobile);
  const found = await registrationToStart(deps.db, input.eadid, user.id);
  if (!found) fail(ONLINE_MSG.attempt, "eadid");
  const now = new Date();
  const begun = found.attempt;
  const attempt = begun ? await begunOf(deps.db, begun) : await newAttempt(deps, found, input.device, now);
  if (!attempt) fail(ONLINE_MSG.attempt);
  if (attempt.endedAt) fail(ONLINE_MSG.ended);
  if (attempt.endsAt <= now) {
    await endAttempt(deps.db, deps.sms, attempt.id, "timeout");
    fail(ONLINE_MSG.ended);
  }
  if (input.device && attempt.device && input.device !== attempt.device) {
    await setDevice(deps.db, attempt.id, input.device);
    await insertEvent(deps.db, attempt.id, "takeover", "考试在另一台设备或浏览器上继续");
  }
  return started(deps, attempt, found.exam.name, now, !begun);
}
