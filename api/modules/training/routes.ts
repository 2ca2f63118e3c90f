import { learningGetCourseLiveListCall, learningGetHomeLiveListCall } from "@/api/contract/learning";
import {
  trainingApplyCall,
  trainingApplySettingCall,
  trainingCancelApplyCall,
  trainingDetailCall,
  trainingGetCateListCall,
  trainingGetChoiceNessLiveCall,
  trainingGetCurrentLiveingPopCall,
  trainingGetExistsTraining3Call,
  trainingGetExistsTrainingCall,
  trainingGetList3Call,
  trainingLiveCall,
  trainingLivePreDetailCall,
  trainingLiveSchedulelistCall,
  trainingReviewCall,
} from "@/api/contract/training";
import { loginCall, publicCall, reply } from "../../protocol/call";
import { enterRoom, existingSignUp } from "./access";
import {
  categories,
  choicenessPop,
  currentLivePop,
  homeLiveList,
  monthBounds,
  monthSchedule,
  trainingDetail,
  trainingFilters,
  trainingPage,
} from "./catalogue";
import { apply, applyWithSetting, cancelSignUp } from "./sign-up";

export const trainingCalls = [
  /** Sign-up; 1501 with {strId, title, userDetailList, surveyList} when the form must be filled. */
  loginCall(trainingApplyCall, {
    async handle(input, { deps, user }) {
      const result = await apply(deps.db, user, input.id);
      return reply(result, result.msg);
    },
  }),

  /** The sign-up form's answers; a field error names `setting.{typeId}` or `surveySubmit.{questionId}`. */
  loginCall(trainingApplySettingCall, {
    async handle(input, { deps, user }) {
      const result = await applyWithSetting(deps.db, user, input);
      return reply(result, result.msg);
    },
  }),

  loginCall(trainingCancelApplyCall, {
    async handle(input, { deps, user }) {
      await cancelSignUp(deps.db, deps.sms, user, input.strId);
      return reply(null, "已取消报名");
    },
  }),

  publicCall(trainingGetExistsTrainingCall, {
    handle: (input, { deps, user }) => existingSignUp(deps.db, user, input.id),
  }),

  /** As GetExistsTraining; tra_guid is the home page's automatic sign-up token, accepted and not needed here. */
  publicCall(trainingGetExistsTraining3Call, {
    handle: (input, { deps, user }) => existingSignUp(deps.db, user, input.id),
  }),

  /** The live room; msg 课程发布中 and url '' while there is none. */
  loginCall(trainingLiveCall, {
    handle: (input, { deps, user }) => enterRoom(deps.db, user, input.strId, "live"),
  }),

  loginCall(trainingReviewCall, {
    handle: (input, { deps, user }) => enterRoom(deps.db, user, input.strId, "replay"),
  }),

  publicCall(trainingDetailCall, {
    handle: (input, { deps, user }) => trainingDetail(deps.db, user, input.id),
  }),

  /**
   * The training list (pager: key, cateId, status 1/0/2, isHot, orderType 1 = newest first; industry, resource,
   * product, gangwei id lists), with the filter panel's options as traSeting.
   */
  publicCall(trainingGetList3Call, {
    async handle(input, { deps }) {
      const [page, traSeting] = await Promise.all([trainingPage(deps.db, input), trainingFilters(deps.db)]);
      return { ...page, traSeting };
    },
  }),

  /** One category's sessions (pager as GetList3's), with the categories for the tabs and the filter panel's options. */
  publicCall(trainingGetCateListCall, {
    async handle(input, { deps }) {
      const [page, cates, traSeting] = await Promise.all([trainingPage(deps.db, input), categories(deps.db), trainingFilters(deps.db)]);
      return { ...page, cates, traSeting };
    },
  }),

  /** The schedule list: the month [start, end] (UTC+8 dates; default this month), by start time. */
  publicCall(trainingLiveSchedulelistCall, {
    handle: (input, { deps }) => trainingPage(deps.db, input, monthBounds(input), "start"),
  }),

  /** The month picker: the month's sessions by UTC+8 day. */
  publicCall(trainingLivePreDetailCall, {
    handle: (input, { deps }) => monthSchedule(deps.db, input),
  }),

  publicCall(trainingGetChoiceNessLiveCall, {
    handle: (_input, { deps }) => choicenessPop(deps.db),
  }),

  publicCall(trainingGetCurrentLiveingPopCall, {
    handle: (_input, { deps, user }) => currentLivePop(deps.db, user),
  }),

  /** The home page's live list: `num` (5) sessions of a column, those not yet ended first. */
  publicCall(learningGetHomeLiveListCall, {
    handle: (input, { deps }) => homeLiveList(deps.db, input),
  }),

  /** /Learning/List?isLive=1: the pager of live sessions with the catalogue filters. */
  publicCall(learningGetCourseLiveListCall, {
    handle: (input, { deps }) => trainingPage(deps.db, input),
  }),
];
