import { BOOKING_MSG, type BookSession } from "@/api/contract/certification-booking";
import { fail } from "@/api/protocol/errors";
import type { Db, Tx } from "@/db/client";
import { sendLetter } from "../../letters/service";
import { waitAuditUrl } from "../registrations";
import { findExam, findSitting, lockLatestRegistration, markBooked, moveBooking, releaseSeat, type Sitting, takeSeat } from "./queries";
import { bookedSitting, sittingDate, sittingLink, sittingTime } from "./sittings";

type Booking = { url: string; session: ReturnType<typeof bookedSitting> };

/** The sitting asked for: of this exam, on the date the page picked, not yet begun. */
async function chosenSitting(tx: Tx, input: BookSession, now: Date) {
  const sitting = await findSitting(tx, input.id);
  if (!sitting || sitting.examId !== input.examid || sittingDate(sitting) !== input.starttime) fail(BOOKING_MSG.noSitting, "id");
  if (sitting.startAt <= now) fail(BOOKING_MSG.started, "id");
  return sitting;
}

/**
 * Moves a booking: the old seat back and a new one taken, touching the two sittings in id order so two candidates
 * swapping sittings at once never wait on each other in a circle.
 */
async function moveSeat(tx: Tx, from: Sitting, to: Sitting, now: Date) {
  let taken: Sitting | undefined;
  for (const s of [from, to].sort((a, b) => a.id - b.id)) {
    if (s === from) await releaseSeat(tx, from.id);
    else taken = (await takeSeat(tx, to.id, now)) ?? fail(BOOKING_MSG.full, "id");
  }
  return taken!;
}

function letterOf(examName: string, sitting: Sitting, moved: boolean) {
  return {
    title: moved ? "考试场次已更换" : "考试场次预约成功",
    content: `您已${moved ? "更换为" : "预约"}「${examName}」${sitting.name}，考试时间：${sittingTime(sitting)}（北京时间）。请在考试开始前通过考试链接进入考试，考试链接可在报名状态页查看。`,
  };
}

/**
 * pearson/GetSesstionToUrl: books a seat for the candidate's approved registration in ONE transaction (the guarded
 * approved → booked UPDATE and the guarded seat UPDATE; either touching no row rolls everything back, the letter
 * too) and answers the sitting's link. Asked again when booked, it answers the booked sitting (never a second
 * seat); with `change: 1` and another sitting it moves the booking, releasing the old seat in the same transaction.
 */
export async function bookSitting(db: Db, userId: number, input: BookSession, now = new Date()) {
  const exam = await findExam(db, input.examid);
  if (!exam) fail(BOOKING_MSG.badExam, "examid");
  return db.transaction(async (tx) => {
    const reg = await lockLatestRegistration(tx, userId, input.examid);
    if (reg?.status !== "approved" && reg?.status !== "booked") fail(BOOKING_MSG.notApproved);
    const held = reg.status === "booked" ? await findSitting(tx, reg.sessionId!) : undefined;
    if (held && (held.id === input.id || input.change !== 1)) {
      return { booking: { url: sittingLink(held, reg.id), session: bookedSitting(held, reg.id) }, msg: BOOKING_MSG.alreadyHeld };
    }
    if (held && held.startAt <= now) fail(BOOKING_MSG.heldStarted);
    const sitting = await chosenSitting(tx, input, now);
    // The candidate's own row and letter first, the sitting's seat count last: a popular sitting's row is then
    // locked only from its UPDATE to COMMIT, which is what bounds how fast its seats can go.
    const recorded = held ? await moveBooking(tx, reg.id, userId, held.id, sitting.id) : await markBooked(tx, reg.id, userId, sitting.id);
    if (!recorded) fail(BOOKING_MSG.notApproved);
    await sendLetter(tx, { userId, ...letterOf(exam.name, sitting, held !== undefined), link: waitAuditUrl(exam.id) });
    const taken = held ? await moveSeat(tx, held, sitting, now) : ((await takeSeat(tx, sitting.id, now)) ?? fail(BOOKING_MSG.full, "id"));
    const booking: Booking = { url: sittingLink(taken, reg.id), session: bookedSitting(taken, reg.id) };
    return { booking, msg: held ? "场次已更换" : "预约成功" };
  });
}
