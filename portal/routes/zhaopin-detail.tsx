import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root";

/** /ZhaoPin/Detail/{id}: a position, open to visitors; favourite and 投递简历 ask for a login. */
export const zhaopinDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/ZhaoPin/Detail/$id",
  loader: async ({ context, params }) => {
    const { getPositionQueryOptions, recordIdOf } = await import("../features/zhaopin/positions/position");
    return context.queryClient.ensureQueryData(getPositionQueryOptions(recordIdOf(params.id)));
  },
}).lazy(() => import("./zhaopin-detail.lazy").then((m) => m.zhaopinDetailLazyRoute));
