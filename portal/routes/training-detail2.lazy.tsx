import { createLazyRoute } from "@tanstack/react-router";
import { TrainingProductPage } from "../features/training/components/training-product-page";

export const trainingDetail2LazyRoute = createLazyRoute("/Training/Detail2/$id")({
  component: function TrainingProductView() {
    const { id } = trainingDetail2LazyRoute.useParams();
    return <TrainingProductPage id={id} />;
  },
});
