import { createRoute } from "@tanstack/react-router";
import { getTrainingDetailQueryOptions } from "../features/training/training-detail";
import { rootRoute } from "./root";

/** /Training/Detail/{strId}: anyone may read it; signing up asks for a login (1503). */
export const trainingDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/Training/Detail/$id",
  loader: ({ context, params }) => context.queryClient.ensureQueryData(getTrainingDetailQueryOptions(params.id)),
}).lazy(() => import("./training-detail.lazy").then((m) => m.trainingDetailLazyRoute));
