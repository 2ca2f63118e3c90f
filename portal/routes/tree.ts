import { activityDetailRoute } from "./activity-detail";
import { activitySpecialRoute } from "./activity-special";
import { homeIndexRoute, homeRoute } from "./home";
import { learningListRoute } from "./learning-list";
import { myIndexRoute } from "./my-index";
import { rootRoute } from "./root";
import { trainingDetailRoute } from "./training-detail";
import { trainingLiveRoute, trainingReviewRoute } from "./training-room";
import { userInterestRoute } from "./user-interest";
import { userLoginRoute } from "./user-login";

export const routeTree = rootRoute.addChildren([homeRoute, homeIndexRoute, userLoginRoute, userInterestRoute, myIndexRoute, activityDetailRoute, activitySpecialRoute, trainingDetailRoute, trainingLiveRoute, trainingReviewRoute, learningListRoute]);
