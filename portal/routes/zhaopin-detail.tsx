import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { APPLICATION_SOURCES } from "@/api/contract/zhaopin-positions";
import { rootRoute } from "./root";

// ?from=: where the link to the position was (list, search, recommend, share, company); anything else is none. No
// default: it would be written back into the address.
const SearchSchema = v.object({ from: v.fallback(v.optional(v.picklist(APPLICATION_SOURCES)), undefined) });

/** /ZhaoPin/Detail/{id}?from=: a position, open to visitors; favourite and 投递简历 ask for a login. */
export const zhaopinDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/ZhaoPin/Detail/$id",
  validateSearch: SearchSchema,
  loader: async ({ context, params }) => {
    const { getPositionQueryOptions, recordIdOf } = await import("../features/zhaopin/positions/position");
    return context.queryClient.ensureQueryData(getPositionQueryOptions(recordIdOf(params.id)));
  },
}).lazy(() => import("./zhaopin-detail.lazy").then((m) => m.zhaopinDetailLazyRoute));
