import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { cateListHref, LiveListPage } from "../features/training/components/live-list-page";

export const trainingCateListLazyRoute = createLazyRoute("/Training/CateList")({
  component: function TrainingCateListView() {
    const { cateId, page } = trainingCateListLazyRoute.useLoaderDeps();
    return (
      <>
        <PageHead title="课程分类" />
        <LiveListPage cateId={cateId} page={page} title="课程分类" href={cateListHref} />
      </>
    );
  },
});
