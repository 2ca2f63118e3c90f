import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { GrowStartPage } from "../features/growplan/components/start-page";

export const growPlanStartLazyRoute = createLazyRoute("/growplan/start")({
  component: () => (
    <>
      <PageHead title="定制成长计划" />
      <GrowStartPage />
    </>
  ),
});
