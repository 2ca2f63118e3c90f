import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { LearnRecordPage } from "../features/growplan/components/learn-record-page";

export const growPlanLearnRecordLazyRoute = createLazyRoute("/growplan/learnrecord")({
  component: function LearnRecordView() {
    const { month } = growPlanLearnRecordLazyRoute.useLoaderDeps();
    return (
      <>
        <PageHead title="学习记录" />
        <LearnRecordPage month={month} />
      </>
    );
  },
});
