import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { LiveSchedulePage } from "../features/training/components/live-schedule-page";

export const liveScheduleLazyRoute = createLazyRoute("/Training/LiveSchedulelist")({
  component: function LiveScheduleView() {
    const { month, page } = liveScheduleLazyRoute.useLoaderDeps();
    return (
      <>
        <PageHead title="直播排期" />
        <LiveSchedulePage month={month} page={page} />
      </>
    );
  },
});
