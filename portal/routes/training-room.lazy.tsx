import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { RoomPage } from "../features/training/components/room-page";

export const trainingLiveLazyRoute = createLazyRoute("/training/Live/$strId")({
  component: function LiveView() {
    const { url, refusal } = trainingLiveLazyRoute.useLoaderData();
    return (
      <>
        <PageHead title="直播间" />
        <RoomPage kind="live" strId={trainingLiveLazyRoute.useParams().strId} url={url} refusal={refusal} />
      </>
    );
  },
});

export const trainingReviewLazyRoute = createLazyRoute("/training/Review/$strId")({
  component: function ReviewView() {
    const { url, refusal } = trainingReviewLazyRoute.useLoaderData();
    return (
      <>
        <PageHead title="直播回放" />
        <RoomPage kind="replay" strId={trainingReviewLazyRoute.useParams().strId} url={url} refusal={refusal} />
      </>
    );
  },
});
