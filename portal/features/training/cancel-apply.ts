import { type TrainingDetail, trainingCancelApplyCall } from "@/api/contract/training";
import { api } from "../../lib/api";

/** training/CancelApply {strId}: gives up the place or the queue position. */
export const cancelApply = (strId: string) => api.send(trainingCancelApplyCall, { strId });

/** 取消报名 for a held place, 退出候补 for a queue position; nothing once the session has started (sta != 1). */
export function cancelAction(d: Pick<TrainingDetail, "sta" | "attend" | "attendStatus">) {
  if (d.sta !== 1) return null;
  if (d.attendStatus === "waiting")
    return { label: "退出候补", question: "确定退出候补吗？退出后将失去当前的候补位置。", done: "已退出候补" };
  if (d.attendStatus === "signed" && d.attend.audit !== 2)
    return { label: "取消报名", question: "确定取消报名吗？名额将释放给其他学员。", done: "已取消报名" };
  return null;
}
