import { learningGetCourseCenterListCall } from "@/api/contract/course";
import { learningGetCourseLiveListCall, learningGetHomeLiveListCall } from "@/api/contract/learning";
import { learningGetSpecialListCall } from "@/api/contract/special";
import { publicCall } from "../../protocol/call";
import { courseCenterPage } from "../course/catalogue";
import { specialPage } from "../special/service";
import { homeLiveList, trainingPage } from "../training/catalogue";

/** The learning pages' lists; the sessions belong to the training module, the courses to the course module. */
export const learningCalls = [
  /** The home page's live list: `num` (5) sessions of a column, those not yet ended first. */
  publicCall(learningGetHomeLiveListCall, {
    handle: (input, { deps }) => homeLiveList(deps.db, input),
  }),

  /** /Learning/List?isLive=1: the pager of live sessions with the catalogue filters. */
  publicCall(learningGetCourseLiveListCall, {
    handle: (input, { deps }) => trainingPage(deps.db, input),
  }),

  /** The course center (/Learning/List): published courses with the catalogue filters (the options come with Center3). */
  publicCall(learningGetCourseCenterListCall, {
    handle: (input, { deps }) => courseCenterPage(deps.db, input),
  }),

  /** The special columns' list (/Learning/Special): the special module's. */
  publicCall(learningGetSpecialListCall, {
    handle: (input, { deps }) => specialPage(deps.db, input),
  }),
];
