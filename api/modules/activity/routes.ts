import {
  activityActivitySignCall,
  activityDetailCall,
  activityDrawUserMedalCall,
  activityDrawUserScoreCall,
  activityFinishVisitCall,
  activityGoFinishTaskCall,
  activityHomeListCall,
  activitySpecialCall,
  HOME_ACTIVITY_COUNT,
  myGetmedalCall,
} from "@/api/contract/activity";
import { myGetMedalListCall } from "@/api/contract/my-credits";
import { loginCall, publicCall } from "../../protocol/call";
import { drawStepMedal, drawTaskScore, finishVisit, goFinishTask } from "./claims";
import { readActivityDetail, readMyMedal, readMyMedals, readSpecial } from "./pages";
import { listCurrentActivities } from "./queries";
import { signUp } from "./signup";

/** Activities and special topics (spec 000 sections 4, 5, 7; spec 001 sections 3, 4). */
export const activityCalls = [
  /** /activity/detail?id=: the activity, its sign-up form and the visitor's sign-up. */
  publicCall(activityDetailCall, {
    handle: (input, { deps, user }) => readActivityDetail(deps.db, input.id, user?.id ?? null),
  }),

  /** /activity/special?id=: steps with tasks and medals, the visitor's progress, isShare. */
  publicCall(activitySpecialCall, {
    handle: (input, { deps, user }) => readSpecial(deps.db, input.id, user?.id ?? null),
  }),

  /** The home page's 精彩活动. */
  publicCall(activityHomeListCall, {
    handle: (_input, { deps }) => listCurrentActivities(deps.db, HOME_ACTIVITY_COUNT),
  }),

  /** isAp 0 signed up, 1 under review. */
  loginCall(activityActivitySignCall, {
    handle: (input, { deps, user }) => signUp(deps.db, user.id, input),
  }),

  loginCall(activityGoFinishTaskCall, {
    handle: (input, { deps, user }) => goFinishTask(deps.db, deps.env.appSecret, user.id, input.taskId),
  }),

  loginCall(activityFinishVisitCall, {
    handle: (input, { deps, user }) => finishVisit(deps.db, deps.env.appSecret, user.id, input.token),
  }),

  loginCall(activityDrawUserMedalCall, {
    handle: (input, { deps, user }) => drawStepMedal(deps.db, user.id, input.activityId, input.stepId),
  }),

  loginCall(activityDrawUserScoreCall, {
    handle: (input, { deps, user }) => drawTaskScore(deps.db, user.id, input.taskId),
  }),

  loginCall(myGetmedalCall, {
    handle: (input, { deps, user }) => readMyMedal(deps.db, input.id, user.id),
  }),

  /** The medals page (/my/medal): every medal with my levels. */
  loginCall(myGetMedalListCall, {
    handle: (_input, { deps, user }) => readMyMedals(deps.db, user.id),
  }),
];
