import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { TrainingAttendPage } from "../features/my/components/training-attend-page";

export const myTrainingAttendLazyRoute = createLazyRoute("/my/trainingattend")({
  component: function MyTrainingAttendView() {
    return (
      <>
        <PageHead title="参加的培训" />
        <TrainingAttendPage page={myTrainingAttendLazyRoute.useLoaderDeps().page} />
      </>
    );
  },
});
