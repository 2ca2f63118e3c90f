import { zhaopinCancelInterviewCall, zhaopinGetMyInterviewsCall, zhaopinReplyInterviewCall } from "@/api/contract/zhaopin-interviews";
import { loginCall } from "../../../protocol/call";
import { cancelByCandidate, myInterviews, replyInterview } from "./service";

/** 面试邀请 as the candidate reads and answers them, their own only. */
export const zhaopinInterviewCalls = [
  loginCall(zhaopinGetMyInterviewsCall, { handle: (_input, { deps, user }) => myInterviews(deps.db, user.id) }),
  loginCall(zhaopinReplyInterviewCall, { handle: (input, { deps, user }) => replyInterview(deps.db, user.id, input) }),
  loginCall(zhaopinCancelInterviewCall, { handle: (input, { deps, user }) => cancelByCandidate(deps.db, user.id, input) }),
];
