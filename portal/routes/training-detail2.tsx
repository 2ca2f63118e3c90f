import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root";

/** /Training/Detail2/{strId}: the product-style detail page (spec 001 "Training detail and detail2"). */
export const trainingDetail2Route = createRoute({
  getParentRoute: () => rootRoute,
  path: "/Training/Detail2/$id",
  loader: async ({ context, params }) => {
    const { getTrainingDetailQueryOptions } = await import("../features/training/training-detail");
    return context.queryClient.ensureQueryData(getTrainingDetailQueryOptions(params.id));
  },
}).lazy(() => import("./training-detail2.lazy").then((m) => m.trainingDetail2LazyRoute));
