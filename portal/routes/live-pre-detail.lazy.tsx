import { createLazyRoute } from "@tanstack/react-router";
import { LivePreDetailPage } from "../features/training/components/live-pre-detail-page";

export const livePreDetailLazyRoute = createLazyRoute("/Training/LivePreDetail")({
  component: function LivePreDetailView() {
    const { month } = livePreDetailLazyRoute.useLoaderDeps();
    return <LivePreDetailPage month={month} />;
  },
});
