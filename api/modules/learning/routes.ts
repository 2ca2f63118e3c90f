import { learningGetCourseLiveListCall, learningGetHomeLiveListCall } from "@/api/contract/learning";
import { publicCall } from "../../protocol/call";
import { homeLiveList, trainingPage } from "../training/catalogue";

/** The learning pages' live lists; the sessions themselves belong to the training module. */
export const learningCalls = [
  /** The home page's live list: `num` (5) sessions of a column, those not yet ended first. */
  publicCall(learningGetHomeLiveListCall, {
    handle: (input, { deps }) => homeLiveList(deps.db, input),
  }),

  /** /Learning/List?isLive=1: the pager of live sessions with the catalogue filters. */
  publicCall(learningGetCourseLiveListCall, {
    handle: (input, { deps }) => trainingPage(deps.db, input),
  }),
];
