import type { TrainingDetail } from "@/api/contract/training";

/** The detail page's button (spec 000 section 4): its words, and whether a click starts the sign-up call. */
export function phaseButton(
  d: Pick<TrainingDetail, "sta" | "attend" | "attendStatus" | "position"> & {
    tra: Pick<TrainingDetail["tra"], "isApprove" | "hasJoinUrl" | "hasDbUrl">;
  },
) {
  if (d.sta === 2) return d.tra.hasJoinUrl ? { label: "进入直播", active: true } : { label: "课程发布中", active: false };
  if (d.sta === 3) return d.tra.hasDbUrl ? { label: "观看回放", active: true } : { label: "课程发布中", active: false };
  if (d.attendStatus === "waiting") return { label: `候补中（第${d.position}位）`, active: false };
  if (d.attendStatus !== "signed") return { label: "立即报名", active: true };
  if (d.attend.audit === 2) return { label: "未通过审核", active: false };
  return { label: d.tra.isApprove && d.attend.audit === 0 ? "审核中" : "已报名", active: false };
}
