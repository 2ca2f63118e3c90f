import { defineCall } from "./call";

/**
 * The header's and /my/index's count: messages from companies the candidate has not read. A file of its own: every
 * page's header asks it, and the rest of 沟通's contract (its schemas and messages) would ride in the portal's entry.
 */
export const zhaopinGetUnreadMessagesCall = defineCall({ path: "ZhaoPin/GetUnreadMessages" }).returns<{ unread: number }>();
