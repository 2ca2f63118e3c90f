import {
  zhaopinGetConversationsCall,
  zhaopinGetMessagesCall,
  zhaopinReportMessageCall,
  zhaopinSendMessageCall,
} from "@/api/contract/zhaopin-messages";
import { zhaopinGetUnreadMessagesCall } from "@/api/contract/zhaopin-unread-messages";
import { loginCall } from "../../../protocol/call";
import { myConversations, myMessages, myUnreadMessages, reportAsCandidate, sendMyMessage } from "./service";

/** 沟通 as the candidate reads and writes it, their own applications only. */
export const zhaopinMessageCalls = [
  loginCall(zhaopinGetConversationsCall, { handle: (_input, { deps, user }) => myConversations(deps.db, user.id) }),
  loginCall(zhaopinGetUnreadMessagesCall, { handle: (_input, { deps, user }) => myUnreadMessages(deps.db, user.id) }),
  loginCall(zhaopinGetMessagesCall, { handle: (input, { deps, user }) => myMessages(deps.db, user.id, input) }),
  loginCall(zhaopinSendMessageCall, { handle: (input, { deps, user }) => sendMyMessage(deps.db, deps.sms, user.id, input) }),
  loginCall(zhaopinReportMessageCall, { handle: (input, { deps, user }) => reportAsCandidate(deps.db, user.id, input) }),
];
