import { createLazyRoute } from "@tanstack/react-router";
import { TrainingDetailPage } from "../features/training/components/training-detail-page";

export const trainingDetailLazyRoute = createLazyRoute("/Training/Detail/$id")({
  component: function TrainingDetailView() {
    const { id } = trainingDetailLazyRoute.useParams();
    return <TrainingDetailPage id={id} />;
  },
});
