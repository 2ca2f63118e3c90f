import { contentDetailRoute, libraryListRoute } from "./solution-library";

/** /Reward/List and /Reward/Detail/{id} (spec 000 section 2). */
export const rewardListRoute = libraryListRoute("reward");
export const rewardDetailRoute = contentDetailRoute("reward", "reward", "/Reward/Detail/$id");
