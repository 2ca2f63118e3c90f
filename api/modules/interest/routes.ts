import {
  commonGetInterestListByUserCall,
  commonGetinterestlistCall,
  homeAddUserInterestCall,
  homeExistUserInterestCall,
  homeInterestAlertCall,
  myInterestCall,
  myInterestSinCall,
} from "@/api/contract/interest";
import { INTEREST_SURVEY_MSG } from "../../contract/interest";
import { loginCall, publicCall, reply } from "../../protocol/call";
import { hasAnswers, interestAlertCount, interestTree, saveSurvey, userAnswers, userTree } from "./service";

/** The interest survey (spec 000 "Interest survey and popup", spec 001 "Interest"). */
export const interestCalls = [
  /** The survey's categories and option tree. */
  publicCall(commonGetinterestlistCall, {
    handle: async (_input, { deps }) => ({ list: await interestTree(deps.db) }),
  }),

  /** The same tree, each category with `sellist`: the person's answers. */
  loginCall(commonGetInterestListByUserCall, {
    handle: async (_input, { deps, user }) => ({ list: await userTree(deps.db, user.id) }),
  }),

  /** Whether the person has answered; a visitor has nothing to answer. */
  publicCall(homeExistUserInterestCall, {
    handle: async (_input, { deps, user }) => ({ exist: user ? await hasAnswers(deps.db, user.id) : false }),
  }),

  /** count 1 opens the home pop-up (signed in, not answered yet). `interest` is the page's survey number, only 1 today. */
  publicCall(homeInterestAlertCall, {
    handle: async (_input, { deps, user }) => ({ count: await interestAlertCount(deps.db, user?.id) }),
  }),

  /** The home pop-up's answers; replaces earlier ones. */
  loginCall(homeAddUserInterestCall, {
    async handle(input, { deps, user }) {
      await deps.db.transaction((tx) => saveSurvey(tx, user.id, input.list));
      return reply(null, INTEREST_SURVEY_MSG.saved);
    },
  }),

  /** The same answers as a treelist {treelist: [{label, value, isother}]}. */
  loginCall(myInterestSinCall, {
    async handle(input, { deps, user }) {
      await deps.db.transaction((tx) => saveSurvey(tx, user.id, input.treelist));
      return reply(null, INTEREST_SURVEY_MSG.saved);
    },
  }),

  /** The person's answers. */
  loginCall(myInterestCall, {
    handle: async (_input, { deps, user }) => ({ list: await userAnswers(deps.db, user.id) }),
  }),
];
