import { activityDetailRoute } from "./activity-detail";
import { activitySpecialRoute } from "./activity-special";
import { homeIndexRoute, homeRoute } from "./home";
import { learningListRoute } from "./learning-list";
import { livePreDetailRoute } from "./live-pre-detail";
import { liveScheduleRoute } from "./live-schedule";
import { myIndexRoute } from "./my-index";
import { myLetterRoute } from "./my-letter";
import { rootRoute } from "./root";
import { trainingCateListRoute } from "./training-cate-list";
import { trainingDetailRoute } from "./training-detail";
import { trainingDetail2Route } from "./training-detail2";
import { trainingListRoute } from "./training-list";
import { trainingLiveRoute, trainingReviewRoute } from "./training-room";
import { userInterestRoute } from "./user-interest";
import { userLoginRoute } from "./user-login";

export const routeTree = rootRoute.addChildren([homeRoute, homeIndexRoute, userLoginRoute, userInterestRoute, myIndexRoute, activityDetailRoute, activitySpecialRoute, trainingDetailRoute, trainingDetail2Route, trainingLiveRoute, trainingReviewRoute, learningListRoute, trainingListRoute, trainingCateListRoute, liveScheduleRoute, livePreDetailRoute, myLetterRoute]);
