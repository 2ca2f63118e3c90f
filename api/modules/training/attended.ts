import { beijingTime } from "@/api/contract/beijing-time";
import { ATTEND_STATE_TEXT, type AttendedTrainingPage, type AttendState } from "@/api/contract/my-courses";
import { pagerOf } from "@/api/contract/pager";
import type { Conn } from "@/db/client";
import { listAttended } from "./attended/queries";
import { roomUrl, timeLine, timeStatus } from "./phase";
import { enteredTrainingIds } from "./queries";

export { attendedSessionTagIds } from "./attended/queries";

type Row = Awaited<ReturnType<typeof listAttended>>["rows"][number];

function stateOf(r: Row, entered: boolean): AttendState {
  if (r.status === "released") return "rejected";
  if (r.status === "waiting") return "waiting";
  if (r.isApprove && r.audit === 0) return "review";
  return entered ? "attended" : "signed";
}

/**
 * my/trainingattend: the sessions a person signed up for, latest first, with where each sign-up stands. Unpublished
 * sessions stay listed: the person did sign up for them.
 */
export async function attendedTrainingPage(
  db: Conn,
  userId: number,
  p: { currentPage: number; pageSize: number },
  now = new Date(),
): Promise<AttendedTrainingPage> {
  const { rows, total } = await listAttended(db, userId, (p.currentPage - 1) * p.pageSize, p.pageSize);
  const entered = await enteredTrainingIds(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => {
      const status = stateOf(r, entered.has(r.id));
      const mayEnter = status === "signed" || status === "attended";
      return {
        strId: r.strId,
        title: r.title,
        imageUrl: r.cover,
        time: timeLine(r),
        startTime: beijingTime(r.startAt),
        timeStatus: timeStatus(r, now),
        status,
        statusText: ATTEND_STATE_TEXT[status],
        roomUrl: mayEnter ? roomUrl(r, now) : "",
      };
    }),
    pager: pagerOf(p.currentPage, p.pageSize, total),
  };
}
