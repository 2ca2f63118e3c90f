import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { TrainingListPage } from "../features/training/components/training-list-page";

export const trainingListLazyRoute = createLazyRoute("/Training/List")({
  component: function TrainingListView() {
    return (
      <>
        <PageHead title="课程列表" />
        <TrainingListPage filters={trainingListLazyRoute.useLoaderDeps()} />
      </>
    );
  },
});
