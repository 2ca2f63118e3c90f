import { ActivityIdSchema, ActivitySignSchema, DrawMedalSchema, MedalIdSchema, TaskIdSchema } from "../../contract/activity";
import { loginCall, publicCall } from "../../protocol/call";
import { drawStepMedal, drawTaskScore, goFinishTask } from "./claims";
import { readActivityDetail, readMyMedal, readSpecial } from "./pages";
import { signUp } from "./signup";

/** Activities and special topics (spec 000 sections 4, 5, 7; spec 001 sections 3, 4). */
export const activityCalls = [
  /** /activity/detail?id=: the activity, its form (userDetailList, surveyQuestions) and attend {id, audit} or null. */
  publicCall({
    path: "Activity/Detail",
    input: ActivityIdSchema,
    handle: (input, { deps, user }) => readActivityDetail(deps.db, input.id, user?.id ?? null),
  }),

  /** /activity/special?id=: steps with tasks and medals, the visitor's progress, isShare. */
  publicCall({
    path: "Activity/Special",
    input: ActivityIdSchema,
    handle: (input, { deps, user }) => readSpecial(deps.db, input.id, user?.id ?? null),
  }),

  /** data.isAp: 0 signed up, 1 under review. */
  loginCall({
    path: "Activity/ActivitySign",
    input: ActivitySignSchema,
    handle: (input, { deps, user }) => signUp(deps.db, user.id, input),
  }),

  loginCall({
    path: "Activity/GoFinishTask",
    input: TaskIdSchema,
    handle: (input, { deps, user }) => goFinishTask(deps.db, user.id, input.taskId),
  }),

  loginCall({
    path: "Activity/DrawUserMedal",
    input: DrawMedalSchema,
    handle: (input, { deps, user }) => drawStepMedal(deps.db, user.id, input.activityId, input.stepId),
  }),

  loginCall({
    path: "Activity/DrawUserScore",
    input: TaskIdSchema,
    handle: (input, { deps, user }) => drawTaskScore(deps.db, user.id, input.taskId),
  }),

  loginCall({
    path: "my/getmedal",
    input: MedalIdSchema,
    handle: (input, { deps, user }) => readMyMedal(deps.db, input.id, user.id),
  }),
];
