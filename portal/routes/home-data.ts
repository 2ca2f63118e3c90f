import type { QueryClient } from "@tanstack/react-query";
import { getHomeActivitiesQueryOptions } from "../features/activity/home-activities";
import { getNoticesQueryOptions } from "../features/announcement/notices";
import { getBannersQueryOptions } from "../features/banner/banners";
import { getMyStudyingQueryOptions } from "../features/course/my-studying";
import { getHomeLiveListQueryOptions } from "../features/training/home-live-list";
import { prefetchHomePops } from "../features/training/home-pop-calls";
import { getCurrentUserQueryOptions } from "../lib/current-user";

/**
 * The home page's calls, asked for together while the page's code downloads: the announcements come first on the
 * page, which waits for them (a failed call shows none); the live list and the activities fill in their reserved
 * places when they arrive, and the pop-ups' calls are under way before the page draws. One module, so the page's
 * loader fetches one file for them (decision 0022).
 */
export async function loadHome(queryClient: QueryClient) {
  void queryClient.prefetchQuery(getHomeLiveListQueryOptions());
  void queryClient.prefetchQuery(getHomeActivitiesQueryOptions());
  await Promise.all([
    queryClient.ensureQueryData(getCurrentUserQueryOptions()).then((user) => {
      // A signed-in person's 继续学习 strip is on its way with the rest (a visitor's page has no place for it).
      if (user) void queryClient.prefetchQuery(getMyStudyingQueryOptions());
      return prefetchHomePops(queryClient, !!user);
    }),
    queryClient.prefetchQuery(getNoticesQueryOptions()),
    // Drawn with the page, so their strip never pushes what is below it after the first paint.
    queryClient.prefetchQuery(getBannersQueryOptions("home")),
  ]);
}
