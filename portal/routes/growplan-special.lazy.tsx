import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { GrowPlanPage } from "../features/growplan/components/plan-page";

export const growPlanSpecialLazyRoute = createLazyRoute("/growplan/special")({
  component: function GrowPlanSpecialView() {
    const { id } = growPlanSpecialLazyRoute.useLoaderDeps();
    return (
      <>
        <PageHead title={id ? "专项成长计划" : "我的成长计划"} />
        <GrowPlanPage specialId={id} />
      </>
    );
  },
});
