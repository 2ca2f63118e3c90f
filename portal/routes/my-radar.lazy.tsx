import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { RadarPage } from "../features/credits/components/radar-page";

// A module of its own: only this page carries Apache ECharts.
export const myRadarLazyRoute = createLazyRoute("/my/radar")({
  component: function MyRadarView() {
    return (
      <>
        <PageHead title="能力雷达" />
        <RadarPage />
      </>
    );
  },
});
