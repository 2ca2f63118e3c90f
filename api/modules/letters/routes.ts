import { myGetLetterDetailCall, myGetLetterListCall, myMarkLetterReadCall, searchGetAllLetterListCall } from "@/api/contract/letters";
import { loginCall, reply } from "../../protocol/call";
import { latestLetters, letterDetail, letterPage, markRead } from "./service";

/** The person's inbox (spec 001 "My area": letters). Everything here is the signed-in person's own letters only. */
export const letterCalls = [
  /** One page of a tab, with the unread count. */
  loginCall(myGetLetterListCall, {
    handle: (input, { deps, user }) => letterPage(deps.db, user.id, input),
  }),

  /** One letter, marked read. */
  loginCall(myGetLetterDetailCall, {
    handle: (input, { deps, user }) => letterDetail(deps.db, user.id, input.letterId),
  }),

  /** {letterId} marks one read; without it, every letter ('全部已读'). */
  loginCall(myMarkLetterReadCall, {
    async handle(input, { deps, user }) {
      return reply(await markRead(deps.db, user.id, input.letterId), "已标记为已读");
    },
  }),

  /** The newest five and the unread count, for the header. */
  loginCall(searchGetAllLetterListCall, {
    handle: (_input, { deps, user }) => latestLetters(deps.db, user.id),
  }),
];
