import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root";

/** /Training/Detail/{strId}: anyone may read it; signing up asks for a login (1503). */
export const trainingDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/Training/Detail/$id",
  loader: async ({ context, params }) => {
    const { getTrainingDetailQueryOptions } = await import("../features/training/training-detail");
    return context.queryClient.ensureQueryData(getTrainingDetailQueryOptions(params.id));
  },
}).lazy(() => import("./training-detail.lazy").then((m) => m.trainingDetailLazyRoute));
