import type { Tx } from "@/db/client";
import { sendLetter } from "../../letters/service";
import { waitAuditUrl } from "../registrations";
import { bookedOn, findExam, type Sitting } from "./queries";
import { sittingTime } from "./sittings";

type SittingFields = Pick<Sitting, "id" | "examId" | "name" | "startAt" | "url">;

/**
 * An operator moved a sitting or changed its link: every candidate holding a seat hears of it by letter, in the
 * transaction that makes the change.
 */
export async function tellBookedOfChange(tx: Tx, before: SittingFields, after: SittingFields) {
  const moved = before.startAt.getTime() !== after.startAt.getTime();
  if (!moved && before.url === after.url) return;
  const exam = await findExam(tx, after.examId);
  const what = moved ? `考试时间变更为 ${sittingTime(after)}（北京时间）` : "考试链接已更新";
  for (const { userId } of await bookedOn(tx, after.id)) {
    await sendLetter(tx, {
      userId,
      title: "考试场次变更通知",
      content: `您预约的「${exam?.name ?? ""}」${after.name}${what}，请在报名状态页查看最新的考试时间和考试链接。`,
      link: waitAuditUrl(after.examId),
    });
  }
}
