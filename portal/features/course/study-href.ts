/* The study page's address is shared (a note opens its lesson at its second): portal/lib/study-href.ts. */
export { studyHref } from "@/portal/lib/study-href";

/** The detail page's main button: 开始学习 before any study, 继续学习 midway, 已学完 · 再学一遍 at the end. */
export function studyLabel(me: { started: number; finished: number } | null) {
  if (me?.finished) return "已学完 · 再学一遍";
  if (me?.started) return "继续学习";
  return "开始学习";
}
