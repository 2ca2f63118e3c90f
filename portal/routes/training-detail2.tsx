import { createRoute } from "@tanstack/react-router";
import { TrainingProductPage } from "../features/training/components/training-product-page";
import { getTrainingDetailQueryOptions } from "../features/training/training-detail";
import { rootRoute } from "./root";

/** /Training/Detail2/{strId}: the product-style detail page (spec 001 "Training detail and detail2"). */
export const trainingDetail2Route = createRoute({
  getParentRoute: () => rootRoute,
  path: "/Training/Detail2/$id",
  loader: ({ context, params }) => context.queryClient.ensureQueryData(getTrainingDetailQueryOptions(params.id)),
  component: function TrainingProductView() {
    const { id } = trainingDetail2Route.useParams();
    return <TrainingProductPage id={id} />;
  },
});
