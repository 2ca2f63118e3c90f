import { createLazyRoute } from "@tanstack/react-router";
import { LiveListPage } from "../features/training/components/live-list-page";

export const learningListLazyRoute = createLazyRoute("/Learning/List")({
  component: function LearningListView() {
    const { cateId, page } = learningListLazyRoute.useLoaderDeps();
    return <LiveListPage cateId={cateId} page={page} />;
  },
});
