import * as v from "valibot";
import { link, requiredText, text, time } from "./admin-form";
import { defineCall } from "./call";
import { idLike } from "./pager";

/**
 * 面试邀请 (issue 38 part 2, docs/decisions/0056): HR invites a candidate, from an application or from the talent pool,
 * with a time (Beijing), an on-site address or an online meeting link, a contact person and phone and a note; the
 * candidate answers 接受, 拒绝 or 改约 (another time, with a note); either side may cancel with a reason; both are told
 * by a letter and an SMS, and reminded two hours before.
 */

export const INTERVIEW_STATUS_LABEL = {
  pending: "待回复",
  accepted: "已接受",
  declined: "已拒绝",
  reschedule: "申请改约",
  cancelled: "已取消",
} as const;
export type InterviewStatus = keyof typeof INTERVIEW_STATUS_LABEL;

const INTERVIEW_REPLIES = ["accept", "decline", "reschedule"] as const;
export type InterviewReply = (typeof INTERVIEW_REPLIES)[number];

/** Invitations a company may send in a day (across its HR), and messages of its own a candidate may send. */
export const INTERVIEWS_PER_COMPANY_DAY = 100;

export const INTERVIEW_MSG = {
  startsAt: "请选择面试时间",
  past: "面试时间须晚于现在",
  tooFar: "面试时间须在180天以内",
  where: "请填写面试地点或线上会议链接",
  place: "面试地点不能超过200个字",
  onlineUrl: "会议链接",
  contactName: "请填写联系人",
  contactNameTooLong: "联系人不能超过20个字",
  contactPhone: "请填写正确的联系电话",
  note: "备注不能超过500个字",
  notFound: "面试邀请不存在",
  open: "该投递已有进行中的面试邀请，请先取消",
  openTalent: "已向该人才发出进行中的面试邀请，请先取消",
  closed: "该面试邀请已结束，不能再回复",
  cancelled: "该面试邀请已取消",
  reply: "请选择回复",
  replyNote: "留言不能超过200个字",
  proposedAt: "请选择希望改约的时间",
  cancelReason: "请填写取消原因",
  cancelReasonTooLong: "取消原因不能超过200个字",
  tooMany: "今日发出的面试邀请已达上限，请明天再试",
  withdrawn: "候选人已撤回投递",
  /** The reasons an invitation reads when its application ends (withdrawn, or 不合适). */
  endedByWithdrawal: "候选人已撤回投递",
  endedAsUnsuitable: "企业已结束该投递的招聘流程",
} as const;

/** 联系电话: a mobile or a landline with its area code and extension (digits, spaces, + and -). */
const PhoneSchema = v.pipe(v.nullish(v.string(), ""), v.trim(), v.regex(/^\+?[\d\s-]{7,20}$/, INTERVIEW_MSG.contactPhone));

/**
 * `POST /admin/api/applications/{id}/interview` and `POST /admin/api/talent-pool/{cvId}/interview`: the invitation
 * HR sends; `place` or `onlineUrl` (or both) is given.
 */
export const InterviewInviteSchema = v.pipe(
  v.object({
    startsAt: time(INTERVIEW_MSG.startsAt),
    place: text(200, INTERVIEW_MSG.place),
    onlineUrl: link(INTERVIEW_MSG.onlineUrl),
    contactName: requiredText(20, INTERVIEW_MSG.contactName, INTERVIEW_MSG.contactNameTooLong),
    contactPhone: PhoneSchema,
    note: text(500, INTERVIEW_MSG.note),
  }),
  v.forward(
    v.check((i) => i.place !== "" || i.onlineUrl !== "", INTERVIEW_MSG.where),
    ["place"],
  ),
);
export type InterviewInvite = v.InferOutput<typeof InterviewInviteSchema>;

/** `POST /admin/api/interviews/{id}/cancel` and ZhaoPin/CancelInterview: the reason is told to the other side. */
export const InterviewCancelSchema = v.object({
  reason: requiredText(200, INTERVIEW_MSG.cancelReason, INTERVIEW_MSG.cancelReasonTooLong),
});

/** ZhaoPin/ReplyInterview {id, reply, note, proposedTime?}: 改约 needs the proposed time (Beijing 'YYYY-MM-DD HH:mm'). */
export const InterviewReplySchema = v.pipe(
  v.object({
    id: idLike(INTERVIEW_MSG.notFound),
    reply: v.picklist(INTERVIEW_REPLIES, INTERVIEW_MSG.reply),
    note: text(200, INTERVIEW_MSG.replyNote),
    proposedTime: v.optional(v.pipe(v.string(INTERVIEW_MSG.proposedAt), v.trim()), ""),
  }),
  v.forward(
    v.check((r) => r.reply !== "reschedule" || /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}$/.test(r.proposedTime), INTERVIEW_MSG.proposedAt),
    ["proposedTime"],
  ),
);
export type InterviewReplyInput = v.InferOutput<typeof InterviewReplySchema>;

const CandidateCancelSchema = v.object({ id: idLike(INTERVIEW_MSG.notFound), ...InterviewCancelSchema.entries });

/** An invitation as both sides read it. Times are Beijing 'YYYY-MM-DD HH:mm'; '' for none. */
export type Interview = {
  id: number;
  companyName: string;
  positionTitle: string;
  /** The position's page, '' for an invitation from the talent pool without a position. */
  positionPath: string;
  startsAt: string;
  place: string;
  onlineUrl: string;
  contactName: string;
  contactPhone: string;
  note: string;
  status: InterviewStatus;
  statusText: string;
  replyNote: string;
  proposedAt: string;
  repliedAt: string;
  cancelledBy: "company" | "candidate" | null;
  cancelReason: string;
  createdAt: string;
  /** The calendar file of an open invitation ('' otherwise): /ZhaoPin/Interview/{id}.ics. */
  icsPath: string;
};

/** The calendar file of an invitation (signed in, the candidate's own). */
export const interviewIcsPath = (id: number) => `/ZhaoPin/Interview/${id}.ics`;

/* The candidate's calls (the server's zhaopin/interviews module); 1503 signed out. */
export const zhaopinGetMyInterviewsCall = defineCall({ path: "ZhaoPin/GetMyInterviews" }).returns<{ list: Interview[] }>();
export const zhaopinReplyInterviewCall = defineCall({ path: "ZhaoPin/ReplyInterview", input: InterviewReplySchema }).returns<Interview>();
export const zhaopinCancelInterviewCall = defineCall({
  path: "ZhaoPin/CancelInterview",
  input: CandidateCancelSchema,
}).returns<Interview>();

/** An invitation as HR reads it under an application or a talent (`GET /admin/api/interviews?filter=`). */
export type InterviewRow = Omit<
  Interview,
  "companyName" | "positionPath" | "icsPath" | "startsAt" | "proposedAt" | "repliedAt" | "createdAt"
> & {
  companyId: number;
  userId: number;
  cvId: number;
  /** The name on the candidate's CV. */
  candidateName: string;
  applicationId: number | null;
  positionId: number | null;
  /** ISO instants, as every back-office row. */
  startsAt: string;
  proposedAt: string | null;
  repliedAt: string | null;
  createdAt: string;
  updatedAt: string;
};
