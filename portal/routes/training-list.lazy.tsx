import { createLazyRoute } from "@tanstack/react-router";
import { TrainingListPage } from "../features/training/components/training-list-page";

export const trainingListLazyRoute = createLazyRoute("/Training/List")({
  component: function TrainingListView() {
    return <TrainingListPage filters={trainingListLazyRoute.useLoaderDeps()} />;
  },
});
