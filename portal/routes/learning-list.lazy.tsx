import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { LiveListPage } from "../features/training/components/live-list-page";

export const learningListLazyRoute = createLazyRoute("/Learning/List")({
  component: function LearningListView() {
    const { cateId, page } = learningListLazyRoute.useLoaderDeps();
    return (
      <>
        <PageHead title="直播课程" />
        <LiveListPage cateId={cateId} page={page} />
      </>
    );
  },
});
