import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { cateListHref, LiveListPage } from "../features/training/components/live-list-page";

export const trainingCateListLazyRoute = createLazyRoute("/Training/CateList")({
  component: function TrainingCateListView() {
    const { live } = trainingCateListLazyRoute.useLoaderDeps();
    return (
      <>
        <PageHead title="课程分类" />
        <LiveListPage filters={live} title="课程分类" href={cateListHref} />
      </>
    );
  },
});
