import { ArticleListSchema, CateSchema, CollectSetSchema, ContentPagerSchema, StrIdSchema } from "../../contract/content";
import { loginCall, publicCall, reply } from "../../protocol/call";
import { articleList, categoriesOf, collect, contentDetail, contentPage, toggleCollect, uncollect } from "./service";

/** The content libraries (spec 001 "Solutions, cases and ideas"): anyone may read them; collecting needs a login. */
export const contentCalls = [
  publicCall({ path: "SolutionContents/cate", input: CateSchema, handle: (input, { deps }) => categoriesOf(deps.db, input.lwId) }),
  publicCall({
    path: "SolutionContents/CaseBase",
    input: ContentPagerSchema,
    handle: (input, { deps }) => contentPage(deps.db, "case", input),
  }),
  publicCall({
    path: "SolutionContents/Idea",
    input: ContentPagerSchema,
    handle: (input, { deps }) => contentPage(deps.db, "idea", input),
  }),
  publicCall({
    path: "SolutionContents/Reward",
    input: ContentPagerSchema,
    handle: (input, { deps }) => contentPage(deps.db, "reward", input),
  }),
  /** The solutions of a category (/Solution/List?cateId=). */
  publicCall({
    path: "SolutionContents/solution",
    input: ContentPagerSchema,
    handle: (input, { deps }) => contentPage(deps.db, "solution", input),
  }),
  publicCall({
    path: "SolutionContents/GetList",
    input: ArticleListSchema,
    handle: (input, { deps }) => articleList(deps.db, input.id, input.types),
  }),
  publicCall({
    path: "SolutionContents/Detail",
    input: StrIdSchema,
    handle: (input, { deps, user }) => contentDetail(deps.db, input.strId, user?.id ?? null),
  }),
  loginCall({
    path: "SolutionContents/Collect",
    input: StrIdSchema,
    handle: async (input, { deps, user }) => reply(await collect(deps.db, user.id, input.strId), "已收藏"),
  }),
  loginCall({
    path: "SolutionContents/UnCollect",
    input: StrIdSchema,
    handle: async (input, { deps, user }) => reply(await uncollect(deps.db, user.id, input.strId), "已取消收藏"),
  }),
  loginCall({
    path: "my/collectset",
    input: CollectSetSchema,
    async handle(input, { deps, user }) {
      const result = await toggleCollect(deps.db, user.id, input.id);
      return reply(result, result.isCollect ? "已收藏" : "已取消收藏");
    },
  }),
];
