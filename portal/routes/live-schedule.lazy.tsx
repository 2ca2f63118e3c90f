import { createLazyRoute } from "@tanstack/react-router";
import { LiveSchedulePage } from "../features/training/components/live-schedule-page";

export const liveScheduleLazyRoute = createLazyRoute("/Training/LiveSchedulelist")({
  component: function LiveScheduleView() {
    const { month, page } = liveScheduleLazyRoute.useLoaderDeps();
    return <LiveSchedulePage month={month} page={page} />;
  },
});
