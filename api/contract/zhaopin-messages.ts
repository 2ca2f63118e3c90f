import * as v from "valibot";
import { requiredText } from "./admin-form";
import { defineCall } from "./call";
import { idLike } from "./pager";

/**
 * 沟通 (issue 38 part 3, docs/decisions/0056): one conversation per application, short text messages between the
 * company's HR and the candidate. Plain text on both sides (nothing is made a link); each side has an unread count;
 * either side may report the other's message, and operators hide or dismiss what is reported.
 */

/** Who wrote a message: the company's HR, or the candidate. */
export type MessageSide = "company" | "candidate";

/** A reported message's review: waiting for an operator, dismissed (it stays), hidden (both sides see a notice). */
export const MESSAGE_REVIEW_LABEL = { pending: "待处理", dismissed: "已驳回", hidden: "已屏蔽" } as const;
export type MessageReview = keyof typeof MESSAGE_REVIEW_LABEL;

export const MESSAGE_MAX = 500;
/** Messages one side may send in a row before the other answers. */
export const MESSAGES_UNANSWERED_MAX = 5;
/** Messages a company's HR may send in a Beijing day, across its accounts; and a candidate. */
export const MESSAGES_PER_COMPANY_DAY = 500;
export const MESSAGES_PER_CANDIDATE_DAY = 100;
/** Messages one account may send in a minute. */
export const MESSAGES_PER_MINUTE = 10;

export const MESSAGE_MSG = {
  body: "请输入消息内容",
  bodyTooLong: `消息不能超过${MESSAGE_MAX}个字`,
  application: "投递记录不存在",
  notFound: "消息不存在",
  withdrawnCandidate: "您已撤回投递，不能再发送消息",
  withdrawnCompany: "候选人已撤回投递，不能再发送消息",
  unanswered: `对方回复前最多连续发送${MESSAGES_UNANSWERED_MAX}条消息`,
  tooFast: "发送太频繁，请稍后再试",
  tooManyToday: "今日发送的消息已达上限，请明天再试",
  ownMessage: "不能举报自己发送的消息",
  reported: "该消息已举报，请等待处理",
  reason: "请填写举报原因",
  reasonTooLong: "举报原因不能超过200个字",
  review: "请选择处理结果",
  reviewed: "该举报已处理",
} as const;

/** What a hidden message reads as, on both sides. */
export const HIDDEN_MESSAGE_TEXT = "该消息因违反平台规范已被屏蔽";

export const MessageBodySchema = requiredText(MESSAGE_MAX, MESSAGE_MSG.body, MESSAGE_MSG.bodyTooLong);
export const MessageReportSchema = v.object({ reason: requiredText(200, MESSAGE_MSG.reason, MESSAGE_MSG.reasonTooLong) });

/** A message as either side reads it. `mine`: written by the reader's side. */
export type Message = {
  id: number;
  side: MessageSide;
  mine: boolean;
  /** The text as written ('' kept out: HIDDEN_MESSAGE_TEXT once an operator hid it). */
  body: string;
  hidden: boolean;
  /** The reader's side reported it (a report waits for an operator, or was dismissed). */
  reported: boolean;
  /** Beijing 'YYYY-MM-DD HH:mm:ss'. */
  createdAt: string;
};

/** What a conversation is about: the application's company, position and stage. */
export type ConversationHead = {
  applicationId: number;
  companyId: number;
  companyName: string;
  positionId: number;
  positionName: string;
  stageText: string;
  /** '' when the reader may write; otherwise why not (the application was withdrawn). */
  closedReason: string;
};

/** One conversation in the candidate's list: the last message and what they have not read. */
export type Conversation = ConversationHead & {
  lastMessage: string;
  lastSide: MessageSide;
  /** Beijing 'YYYY-MM-DD HH:mm:ss'. */
  lastMessageAt: string;
  unread: number;
};

/** A page of a conversation, oldest first; `hasMore`: older messages before the first. */
export type MessagePage = { head: ConversationHead; list: Message[]; hasMore: boolean };

const ApplicationIdSchema = idLike(MESSAGE_MSG.application);

/* The candidate's calls (the server's zhaopin/messages module); 1503 signed out. */
export const zhaopinGetConversationsCall = defineCall({ path: "ZhaoPin/GetConversations" }).returns<{
  list: Conversation[];
  unread: number;
}>();
/** A page of one conversation (opening it reads it): the newest 30, or the 30 before `beforeId`. */
export const zhaopinGetMessagesCall = defineCall({
  path: "ZhaoPin/GetMessages",
  input: v.object({ applicationId: ApplicationIdSchema, beforeId: v.optional(idLike(MESSAGE_MSG.notFound)) }),
}).returns<MessagePage>();
export const zhaopinSendMessageCall = defineCall({
  path: "ZhaoPin/SendMessage",
  input: v.object({ applicationId: ApplicationIdSchema, body: MessageBodySchema }),
}).returns<Message>();
export const zhaopinReportMessageCall = defineCall({
  path: "ZhaoPin/ReportMessage",
  input: v.object({ id: idLike(MESSAGE_MSG.notFound), ...MessageReportSchema.entries }),
}).returns<Message>();

/** Where the candidate reads one conversation. */
export const conversationPath = (applicationId: number) => `/ZhaoPin/Messages?id=${applicationId}`;

/**
 * HR's side (`GET /admin/api/applications/{id}/messages?beforeId=`, `POST …/messages {body}`,
 * `POST …/messages/{messageId}/report {reason}`): the same page and message as the candidate reads, from the company's
 * side. Reading it as the company's HR reads it (an operator's look does not).
 */
export type AdminMessagePage = MessagePage;

/** A reported message as operators review it (`message-reports`; `POST /admin/api/message-reports/{id}/review`). */
export type MessageReportRow = {
  id: number;
  applicationId: number;
  companyId: number;
  companyName: string;
  candidateName: string;
  positionName: string;
  side: MessageSide;
  /** The text as written, even once hidden: the operator judges it. */
  body: string;
  reportReason: string;
  review: MessageReview;
  reviewText: string;
  createdAt: string;
  reportedAt: string;
  reviewedAt: string | null;
};

export const MessageReviewSchema = v.object({ decision: v.picklist(["hide", "dismiss"], MESSAGE_MSG.review) });
