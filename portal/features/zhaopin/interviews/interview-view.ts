import { beijingInstant, beijingTime, beijingWeekday } from "@/api/contract/beijing-time";
import type { Interview, InterviewStatus } from "@/api/contract/zhaopin-interviews";

/** The status pill's tone (portal/styles/status-pill.css): waiting for me, agreed, over, or asked to move. */
export const INTERVIEW_TONE: Record<InterviewStatus, "warning" | "success" | "muted" | "brand"> = {
  pending: "warning",
  accepted: "success",
  declined: "muted",
  cancelled: "muted",
  reschedule: "brand",
};

/** Still to happen (pending, accepted, asked to reschedule): it may be answered, cancelled, put in a calendar. */
export const isOpenInterview = (status: InterviewStatus) => status === "pending" || status === "accepted" || status === "reschedule";

/** Only an http(s) address becomes a link to open; anything else (a meeting number, an app's name) stays text. */
export const isWebLink = (url: string) => /^https?:\/\/\S+$/i.test(url.trim());

/** A phone as a tel: link dials it: digits and a leading +, without the spaces and dashes people write. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** 'YYYY-MM-DD HH:mm' (Beijing) with its weekday: 2026-07-01 14:30 周三. */
export function interviewWhen(text: string) {
  const at = beijingInstant(text);
  return Number.isNaN(at) ? text : `${text} ${beijingWeekday(at)}`;
}

/** Now in Beijing as a datetime-local value ('YYYY-MM-DDTHH:mm'): the earliest time to propose. */
export const beijingNowInput = (now = Date.now()) => beijingTime(now).slice(0, 16).replace(" ", "T");

/** Who cancelled, as the candidate reads it. */
export const cancelledByText = (i: Pick<Interview, "cancelledBy">) => (i.cancelledBy === "candidate" ? "我已取消" : "企业已取消");
