import { LetterDetailSchema, LetterPagerSchema, MarkLetterReadSchema } from "../../contract/letters";
import { loginCall, reply } from "../../protocol/call";
import { latestLetters, letterDetail, letterPage, markRead } from "./service";

/** The person's inbox (spec 001 "My area": letters). Everything here is the signed-in person's own letters only. */
export const letterCalls = [
  /** {list: [{id, title, content, url, createTime, isRead}], pager {currentPage, totalPage, totalRecord, tab}, unread}. */
  loginCall({
    path: "my/GetLetterList",
    input: LetterPagerSchema,
    handle: (input, { deps, user }) => letterPage(deps.db, user.id, input),
  }),

  /** One letter, marked read. */
  loginCall({
    path: "my/GetLetterDetail",
    input: LetterDetailSchema,
    handle: (input, { deps, user }) => letterDetail(deps.db, user.id, input.letterId),
  }),

  /** {letterId} marks one read; without it, every letter ('全部已读'). */
  loginCall({
    path: "my/markLetterRead",
    input: MarkLetterReadSchema,
    async handle(input, { deps, user }) {
      return reply(await markRead(deps.db, user.id, input.letterId), "已标记为已读");
    },
  }),

  /** The newest five and the unread count, for the header. */
  loginCall({
    path: "search/GetAllLetterList",
    handle: (_input, { deps, user }) => latestLetters(deps.db, user.id),
  }),
];
