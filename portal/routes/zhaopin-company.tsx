import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { rootRoute } from "./root";

const SearchSchema = v.looseObject({ id: v.optional(v.unknown()) });

/** /ZhaoPin/Company?id=: a company's profile and open positions, open to visitors. */
export const zhaopinCompanyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/ZhaoPin/Company",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ id: String(search.id ?? "") }),
  loader: async ({ context, deps }) => {
    const [{ getCompanyPositionsQueryOptions }, { recordIdOf }] = await Promise.all([
      import("../features/zhaopin/positions/company-positions"),
      import("../features/zhaopin/positions/position"),
    ]);
    return context.queryClient.ensureInfiniteQueryData(getCompanyPositionsQueryOptions(recordIdOf(deps.id)));
  },
}).lazy(() => import("./zhaopin-company.lazy").then((m) => m.zhaopinCompanyLazyRoute));
