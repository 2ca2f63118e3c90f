import {
  ApplySettingSchema,
  TrainingGuidSchema,
  TrainingIdSchema,
  TrainingPagerSchema,
  TrainingStrIdSchema,
} from "../../contract/training";
import { loginCall, publicCall, reply } from "../../protocol/call";
import { enterRoom, existingSignUp } from "./access";
import {
  categories,
  choicenessPop,
  currentLivePop,
  monthBounds,
  monthSchedule,
  trainingDetail,
  trainingFilters,
  trainingPage,
} from "./catalogue";
import { apply, applyWithSetting, cancelSignUp } from "./sign-up";

export const trainingCalls = [
  /** Sign-up: {isAp, msg, url, data}; 1501 with {strId, title, userDetailList, surveyList} when the form must be filled. */
  loginCall({
    path: "training/apply",
    input: TrainingIdSchema,
    async handle(input, { deps, user }) {
      const result = await apply(deps.db, user, input.id);
      return reply(result, result.msg);
    },
  }),

  /** The sign-up form's answers; a field error names `setting.{typeId}` or `surveySubmit.{questionId}`. */
  loginCall({
    path: "training/ApplySetting",
    input: ApplySettingSchema,
    async handle(input, { deps, user }) {
      const result = await applyWithSetting(deps.db, user, input);
      return reply(result, result.msg);
    },
  }),

  loginCall({
    path: "training/CancelApply",
    input: TrainingStrIdSchema,
    async handle(input, { deps, user }) {
      await cancelSignUp(deps.db, deps.sms, user, input.strId);
      return reply(null, "已取消报名");
    },
  }),

  /** {isExists 0/1, attend: {id, audit}, status 'signed' | 'waiting' | 'released' | '', position in the queue}. */
  publicCall({
    path: "Training/GetExistsTraining",
    input: TrainingIdSchema,
    handle: (input, { deps, user }) => existingSignUp(deps.db, user, input.id),
  }),

  /** As GetExistsTraining; tra_guid is the home page's automatic sign-up token, accepted and not needed here. */
  publicCall({
    path: "Training/GetExistsTraining3",
    input: TrainingGuidSchema,
    handle: (input, { deps, user }) => existingSignUp(deps.db, user, input.id),
  }),

  /** {url, title} of the live room; msg 课程发布中 and url '' while there is none. */
  loginCall({
    path: "training/Live",
    input: TrainingStrIdSchema,
    handle: (input, { deps, user }) => enterRoom(deps.db, user, input.strId, "live"),
  }),

  loginCall({
    path: "training/Review",
    input: TrainingStrIdSchema,
    handle: (input, { deps, user }) => enterRoom(deps.db, user, input.strId, "replay"),
  }),

  /** The detail page: {strId, title, time, startTime, endTime, sta, timeStatus, lecturer [...], attend {id, audit}, tra {...}, ...}. */
  publicCall({
    path: "training/Detail",
    input: TrainingIdSchema,
    handle: (input, { deps, user }) => trainingDetail(deps.db, user, input.id),
  }),

  /**
   * The training list (pager: key, cateId, status 1/0/2, isHot, orderType 1 = newest first; industry, resource,
   * product, gangwei id lists), with the filter panel's options as traSeting.
   */
  publicCall({
    path: "Training/GetList3",
    input: TrainingPagerSchema,
    async handle(input, { deps }) {
      const [page, traSeting] = await Promise.all([trainingPage(deps.db, input), trainingFilters(deps.db)]);
      return { ...page, traSeting };
    },
  }),

  /** One category's sessions (pager with cateId), with the categories for the tabs. */
  publicCall({
    path: "Training/GetCateList",
    input: TrainingPagerSchema,
    async handle(input, { deps }) {
      return { ...(await trainingPage(deps.db, input)), cates: await categories(deps.db) };
    },
  }),

  /** The schedule list: the month [start, end] (UTC+8 dates; default this month), by start time. */
  publicCall({
    path: "training/LiveSchedulelist",
    input: TrainingPagerSchema,
    handle: (input, { deps }) => trainingPage(deps.db, input, monthBounds(input), "start"),
  }),

  /** The month picker: {month, start, end, days: [{date, list}]}. */
  publicCall({
    path: "training/LivePreDetail",
    input: TrainingPagerSchema,
    handle: (input, { deps }) => monthSchedule(deps.db, input),
  }),

  publicCall({
    path: "training/GetChoiceNessLive",
    handle: (_input, { deps }) => choicenessPop(deps.db),
  }),

  publicCall({
    path: "training/GetCurrentLiveingPop",
    handle: (_input, { deps, user }) => currentLivePop(deps.db, user),
  }),
];
