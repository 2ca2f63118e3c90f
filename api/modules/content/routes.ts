import {
  myCollectsetCall,
  solutionContentsCaseBaseCall,
  solutionContentsCateCall,
  solutionContentsCollectCall,
  solutionContentsDetailCall,
  solutionContentsGetListCall,
  solutionContentsIdeaCall,
  solutionContentsRewardCall,
  solutionContentsSolutionCall,
  solutionContentsUnCollectCall,
} from "@/api/contract/content";
import { loginCall, publicCall, reply } from "../../protocol/call";
import { articleList, categoriesOf, collect, contentDetail, contentPage, toggleCollect, uncollect } from "./service";

/** The content libraries (spec 001 "Solutions, cases and ideas"): anyone may read them; collecting needs a login. */
export const contentCalls = [
  publicCall(solutionContentsCateCall, { handle: (input, { deps }) => categoriesOf(deps.db, input.lwId) }),
  publicCall(solutionContentsCaseBaseCall, {
    handle: (input, { deps }) => contentPage(deps.db, "case", input),
  }),
  publicCall(solutionContentsIdeaCall, {
    handle: (input, { deps }) => contentPage(deps.db, "idea", input),
  }),
  publicCall(solutionContentsRewardCall, {
    handle: (input, { deps }) => contentPage(deps.db, "reward", input),
  }),
  /** The solutions of a category (/Solution/List?cateId=). */
  publicCall(solutionContentsSolutionCall, {
    handle: (input, { deps }) => contentPage(deps.db, "solution", input),
  }),
  publicCall(solutionContentsGetListCall, {
    handle: (input, { deps }) => articleList(deps.db, input.id, input.types),
  }),
  publicCall(solutionContentsDetailCall, {
    handle: (input, { deps, user }) => contentDetail(deps.db, input.strId, user?.id ?? null),
  }),
  loginCall(solutionContentsCollectCall, {
    handle: async (input, { deps, user }) => reply(await collect(deps.db, user.id, input.strId), "已收藏"),
  }),
  loginCall(solutionContentsUnCollectCall, {
    handle: async (input, { deps, user }) => reply(await uncollect(deps.db, user.id, input.strId), "已取消收藏"),
  }),
  loginCall(myCollectsetCall, {
    async handle(input, { deps, user }) {
      const result = await toggleCollect(deps.db, user.id, input.id);
      return reply(result, result.isCollect ? "已收藏" : "已取消收藏");
    },
  }),
];
