import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { LivePreDetailPage } from "../features/training/components/live-pre-detail-page";

export const livePreDetailLazyRoute = createLazyRoute("/Training/LivePreDetail")({
  component: function LivePreDetailView() {
    const { month } = livePreDetailLazyRoute.useLoaderDeps();
    return (
      <>
        <PageHead title="直播日历" />
        <LivePreDetailPage month={month} />
      </>
    );
  },
});
