import * as v from "valibot";
import { ROLE_LABELS } from "./admin";
import { RecordIdSchema, requiredText, text } from "./admin-form";
import { safeRedirect } from "./redirect";

/** Who an operator's letter goes to: one person, everyone holding a role, or every active account. */
export const AUDIENCES = ["user", "role", "all"] as const;
export type Audience = (typeof AUDIENCES)[number];

/** An operator's letter: who receives it, as the back office names them. */
export const AUDIENCE_LABELS: Record<Audience, string> = { user: "指定用户", role: "指定角色", all: "全部用户" };

const LINK_MSG = "链接须是本站页面地址，以 / 开头";
/** Any origin: a link is judged as a path of whichever site serves it. */
const SITE = "https://site.invalid";

/** A letter to one person, to everyone holding a role, or to every active account. */
export const LetterBroadcastSchema = v.pipe(
  v.object({
    audience: v.picklist(AUDIENCES, "请选择收件人范围"),
    userId: v.nullish(RecordIdSchema("请选择收件人"), null),
    role: v.nullish(v.picklist(Object.keys(ROLE_LABELS) as (keyof typeof ROLE_LABELS)[], "请选择角色"), null),
    title: requiredText(50, "请输入标题", "标题不能超过50个字"),
    content: requiredText(2000, "请输入内容", "内容不能超过2000个字"),
    // The inbox opens it in the portal: a path of this site only.
    link: v.pipe(
      text(300, LINK_MSG),
      // The same test the portal applies before following it: what safeRedirect would turn into '/' is refused.
      v.check((s) => s === "" || s === "/" || (/^\/(?!\/)\S*$/.test(s) && safeRedirect(s, SITE) !== "/"), LINK_MSG),
    ),
  }),
  v.forward(
    v.check((b) => b.audience !== "user" || b.userId !== null, "请选择收件人"),
    ["userId"],
  ),
  v.forward(
    v.check((b) => b.audience !== "role" || b.role !== null, "请选择角色"),
    ["role"],
  ),
);
export type LetterBroadcast = v.InferOutput<typeof LetterBroadcastSchema>;

/** An outbox text's state as the back office shows it (db/schema/sms.ts; docs/decisions/0039). */
export const SMS_STATUS_LABELS = {
  stored: "仅存档（开发）",
  queued: "待发送",
  sending: "发送中",
  sent: "已发送",
  failed: "发送失败",
} as const;
export const SMS_STATUSES = Object.keys(SMS_STATUS_LABELS);

/** A sent letter of the back office (letter-broadcasts): who it went to, by whom, and how many received it. */
export type LetterBroadcastRow = {
  id: number;
  audience: Audience;
  userId: number | null;
  role: string | null;
  title: string;
  content: string;
  link: string;
  recipients: number;
  sentBy: number | null;
  createdAt: string;
};

/** A text of the SMS outbox (sms-outbox), as the driver kept it or the gateway answered. */
export type SmsOutboxRow = {
  id: number;
  areaCode: string;
  mobile: string;
  text: string;
  driver: string;
  status: keyof typeof SMS_STATUS_LABELS;
  error: string;
  providerMessageId: string;
  sentAt: string | null;
  createdAt: string;
};
