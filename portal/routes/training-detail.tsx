import { createRoute } from "@tanstack/react-router";
import { TrainingDetailPage } from "../features/training/components/training-detail-page";
import { getTrainingDetailQueryOptions } from "../features/training/training-detail";
import { rootRoute } from "./root";

/** /Training/Detail/{strId}: anyone may read it; signing up asks for a login (1503). */
export const trainingDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/Training/Detail/$id",
  loader: ({ context, params }) => context.queryClient.ensureQueryData(getTrainingDetailQueryOptions(params.id)),
  component: function TrainingDetailView() {
    const { id } = trainingDetailRoute.useParams();
    return <TrainingDetailPage id={id} />;
  },
});
