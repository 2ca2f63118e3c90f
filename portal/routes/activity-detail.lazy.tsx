import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { useActivityDetail } from "../features/activity/activity-detail";
import { ActivityDetailPage } from "../features/activity/components/activity-detail-page";

export const activityDetailLazyRoute = createLazyRoute("/activity/detail")({
  component: function ActivityDetailView() {
    // The loader has already turned a missing or bad id into the not-found page.
    const { id } = activityDetailLazyRoute.useLoaderDeps();
    const { source } = activityDetailLazyRoute.useSearch();
    const { activity } = useActivityDetail(id!);
    return (
      <>
        <PageHead title={activity.title} description={activity.contents} image={activity.cover} />
        <ActivityDetailPage id={id!} source={source ?? ""} />
      </>
    );
  },
});
