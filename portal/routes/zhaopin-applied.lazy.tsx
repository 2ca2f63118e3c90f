import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { appliedKeyOf } from "../features/zhaopin/positions/applied";
import { AppliedPage } from "../features/zhaopin/positions/components/applied-page";

export const zhaopinAppliedLazyRoute = createLazyRoute("/ZhaoPin/Applied")({
  component: function ZhaoPinAppliedView() {
    const tab = appliedKeyOf(zhaopinAppliedLazyRoute.useLoaderDeps().key);
    return (
      <>
        <PageHead title="我的投递" />
        <AppliedPage tab={tab} />
      </>
    );
  },
});
