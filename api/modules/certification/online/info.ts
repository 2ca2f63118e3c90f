import { beijingTime } from "@/api/contract/beijing-time";
import { DEFAULT_ENTRY_MINUTES, ONLINE_MSG, type OnlineInfo, type OnlineState, paperFigures } from "@/api/contract/online-exam";
import type { Deps } from "@/api/deps";
import { fail } from "@/api/protocol/errors";
import type { SessionUser } from "@/api/protocol/session";
import { type Attempt, registrationToStart } from "./queries";

type Found = NonNullable<Awaited<ReturnType<typeof registrationToStart>>>;

/** The sitting's last moment for starting: its closing time, or 30 minutes after its start. */
export const closesAt = (s: { startAt: Date; closesAt: Date | null }) =>
  s.closesAt ?? new Date(s.startAt.getTime() + DEFAULT_ENTRY_MINUTES * 60_000);

function stateOf({ reg, sitting }: Found, attempt: Attempt | undefined, now: Date): OnlineState {
  if (attempt) return attempt.endedAt || attempt.endsAt <= now ? "ended" : "running";
  if (reg.status !== "booked" || !sitting) return "notBooked";
  if (sitting.mode !== "online") return "notOnline";
  if (now < sitting.startAt) return "notOpen";
  return now > closesAt(sitting) ? "closed" : "open";
}

/**
 * pearson/OnlineInfo {eadid}: the caller's registration as the exam page's start screen shows it (the exam's numbers
 * from its paper rules, 考试纪律, proctoring and the allowed leaves, the sitting's times) and where it stands, so the
 * page knows whether to offer 开始考试, resume, or show the result. It starts no clock.
 */
export async function onlineInfo(deps: Deps, user: SessionUser, eadid: number): Promise<OnlineInfo> {
  const found = await registrationToStart(deps.db, eadid, user.id);
  if (!found) fail(ONLINE_MSG.attempt, "eadid");
  const { exam, sitting } = found;
  const attempt = found.attempt ?? undefined;
  const figures = exam.paperRules ? paperFigures(exam.paperRules) : { subjectNum: exam.subjectNum, zongFen: exam.zongFen };
  return {
    eadid,
    examId: exam.id,
    examName: exam.name,
    state: stateOf(found, attempt, new Date()),
    duration: exam.duration,
    ...figures,
    passScore: exam.passScore,
    discipline: exam.discipline,
    proctored: (attempt?.proctored ?? exam.isVideo) === 1,
    leaveLimit: attempt?.leaveLimit ?? exam.leaveLimit,
    sittingName: sitting?.name ?? "",
    startAt: sitting ? beijingTime(sitting.startAt).slice(0, 16) : "",
    closesAt: sitting ? beijingTime(closesAt(sitting)).slice(0, 16) : "",
  };
}
