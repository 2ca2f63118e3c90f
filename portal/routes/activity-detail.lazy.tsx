import { createLazyRoute } from "@tanstack/react-router";
import { ActivityDetailPage } from "../features/activity/components/activity-detail-page";

export const activityDetailLazyRoute = createLazyRoute("/activity/detail")({
  component: function ActivityDetailView() {
    // The loader has already turned a missing or bad id into the not-found page.
    const { id } = activityDetailLazyRoute.useLoaderDeps();
    const { source } = activityDetailLazyRoute.useSearch();
    return <ActivityDetailPage id={id!} source={source ?? ""} />;
  },
});
