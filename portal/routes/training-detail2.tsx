import { createRoute } from "@tanstack/react-router";
import { getTrainingDetailQueryOptions } from "../features/training/training-detail";
import { rootRoute } from "./root";

/** /Training/Detail2/{strId}: the product-style detail page (spec 001 "Training detail and detail2"). */
export const trainingDetail2Route = createRoute({
  getParentRoute: () => rootRoute,
  path: "/Training/Detail2/$id",
  loader: ({ context, params }) => context.queryClient.ensureQueryData(getTrainingDetailQueryOptions(params.id)),
}).lazy(() => import("./training-detail2.lazy").then((m) => m.trainingDetail2LazyRoute));
