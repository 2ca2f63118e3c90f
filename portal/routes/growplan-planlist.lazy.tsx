import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { GrowPlanPage } from "../features/growplan/components/plan-page";

export const growPlanPlanListLazyRoute = createLazyRoute("/growplan/planlist")({
  component: () => (
    <>
      <PageHead title="我的成长计划" />
      <GrowPlanPage />
    </>
  ),
});
