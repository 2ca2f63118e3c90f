import { homeIndexRoute, homeRoute } from "./home";
import { myIndexRoute } from "./my-index";
import { rootRoute } from "./root";
import { userInterestRoute } from "./user-interest";
import { userLoginRoute } from "./user-login";

export const routeTree = rootRoute.addChildren([homeRoute, homeIndexRoute, userLoginRoute, userInterestRoute, myIndexRoute]);
