import { createLazyRoute } from "@tanstack/react-router";
import { RoomPage } from "../features/training/components/room-page";

export const trainingLiveLazyRoute = createLazyRoute("/training/Live/$strId")({
  component: function LiveView() {
    const { url, refusal } = trainingLiveLazyRoute.useLoaderData();
    return <RoomPage kind="live" strId={trainingLiveLazyRoute.useParams().strId} url={url} refusal={refusal} />;
  },
});

export const trainingReviewLazyRoute = createLazyRoute("/training/Review/$strId")({
  component: function ReviewView() {
    const { url, refusal } = trainingReviewLazyRoute.useLoaderData();
    return <RoomPage kind="replay" strId={trainingReviewLazyRoute.useParams().strId} url={url} refusal={refusal} />;
  },
});
