import * as v from "valibot";
import { AddUserInterestSchema, INTEREST_SURVEY_MSG, InterestSinSchema } from "../../contract/interest";
import { intLike } from "../../contract/pager";
import { loginCall, publicCall, reply } from "../../protocol/call";
import { hasAnswers, interestAlertCount, interestTree, saveSurvey, userAnswers, userTree } from "./service";

/** The interest survey (spec 000 "Interest survey and popup", spec 001 "Interest"). */
export const interestCalls = [
  /** {list: [{cateId, title, multiple, message, oplist: [{id, value, title, exclusive, isother, childTitle, childMultiple, child}]}]}. */
  publicCall({
    path: "common/getinterestlist",
    handle: async (_input, { deps }) => ({ list: await interestTree(deps.db) }),
  }),

  /** The same tree, each category with `sellist`: the person's answers [{id, cateid, title}]. */
  loginCall({
    path: "common/GetInterestListByUser",
    handle: async (_input, { deps, user }) => ({ list: await userTree(deps.db, user.id) }),
  }),

  /** {exist}: whether the person has answered; a visitor has nothing to answer. */
  publicCall({
    path: "Home/ExistUserInterest",
    handle: async (_input, { deps, user }) => ({ exist: user ? await hasAnswers(deps.db, user.id) : false }),
  }),

  /** {count}: 1 opens the home pop-up (signed in, not answered yet). `interest` is the page's survey number, only 1 today. */
  publicCall({
    path: "home/interestAlert",
    input: v.object({ interest: v.optional(v.pipe(intLike, v.picklist([1], "参数错误")), 1) }),
    handle: async (_input, { deps, user }) => ({ count: await interestAlertCount(deps.db, user?.id) }),
  }),

  /** The home pop-up's answers {list: [{id, cateid, title}]}; replaces earlier ones. */
  loginCall({
    path: "Home/AddUserInterest",
    input: AddUserInterestSchema,
    async handle(input, { deps, user }) {
      await deps.db.transaction((tx) => saveSurvey(tx, user.id, input.list));
      return reply(null, INTEREST_SURVEY_MSG.saved);
    },
  }),

  /** The same answers as a treelist {treelist: [{label, value, isother}]}. */
  loginCall({
    path: "my/InterestSin",
    input: InterestSinSchema,
    async handle(input, { deps, user }) {
      await deps.db.transaction((tx) => saveSurvey(tx, user.id, input.treelist));
      return reply(null, INTEREST_SURVEY_MSG.saved);
    },
  }),

  /** {list: [{id, cateid, title}]}: the person's answers. */
  loginCall({
    path: "my/Interest",
    handle: async (_input, { deps, user }) => ({ list: await userAnswers(deps.db, user.id) }),
  }),
];
