import { createRoute } from "@tanstack/react-router";
import { getCurrentUserQueryOptions } from "../lib/current-user";
import { rootRoute } from "./root";

/** / and /home/index are the same home page (the landing after logout). */
const homeAt = <P extends "/" | "/home/index">(path: P) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    // Asked for together, while the page's code downloads: the announcements come first on the page, which waits for
    // them (a failed call shows none); the live list and the activities fill in their reserved places when they arrive,
    // and the pop-ups' calls are under way before the page draws.
    loader: async ({ context: { queryClient } }) => {
      const [
        { getHomeActivitiesQueryOptions },
        { getNoticesQueryOptions },
        { getBannersQueryOptions },
        { getMyStudyingQueryOptions },
        { getHomeLiveListQueryOptions },
        { prefetchHomePops },
      ] = await Promise.all([
        import("../features/activity/home-activities"),
        import("../features/announcement/notices"),
        import("../features/banner/banners"),
        import("../features/course/my-studying"),
        import("../features/training/home-live-list"),
        import("../features/training/home-pop-calls"),
      ]);
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
    },
  }).lazy(() => import("./home.lazy").then((m) => m.homeLazyRoute(path)));

export const homeRoute = homeAt("/");
export const homeIndexRoute = homeAt("/home/index");
