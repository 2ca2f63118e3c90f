import { type LecSubmit, REQUEST_MSG } from "@/api/contract/certification-requests";
import { reply } from "@/api/protocol/call";
import { fail } from "@/api/protocol/errors";
import { hit } from "@/api/protocol/rate-limit";
import type { Db } from "@/db/client";
import { insertLecturerSubmission } from "./queries";

/** Enough for a lecturer's real courses in a day, too few to flood the operators' queue. */
const SUBMISSIONS_PER_DAY = 10;
const TOO_MANY_SUBMISSIONS = "今日提交次数已达上限，请明天再试";

/** Pearson/LecSubmit: queues the course link for the operators. */
export async function submitLecture(db: Db, userId: number, input: LecSubmit) {
  if ((await hit(db, `lecsubmit:${userId}`, 86_400)) > SUBMISSIONS_PER_DAY) fail(TOO_MANY_SUBMISSIONS);
  return reply(await insertLecturerSubmission(db, { userId, ...input }), REQUEST_MSG.lecDone);
}
