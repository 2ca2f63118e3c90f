import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

const SearchSchema = v.looseObject({ key: v.optional(v.unknown()) });

/** /ZhaoPin/Applied?key=: the person's interview invitations and applications by tab; a visitor's 1503 becomes the login page, coming back here. */
export const zhaopinAppliedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/ZhaoPin/Applied",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ key: String(search.key ?? "") }),
  loader: async ({ context, deps, location }) => {
    const [{ getAppliedQueryOptions, appliedKeyOf }, { getMyInterviewsQueryOptions }, { getConversationsQueryOptions }] = await Promise.all(
      [
        import("../features/zhaopin/positions/applied"),
        import("../features/zhaopin/interviews/my-interviews"),
        import("../features/zhaopin/messages/conversations"),
      ],
    );
    // The invitations and the conversations' counts come along (prefetch never throws): a failure there leaves the
    // applications shown.
    const [applied] = await Promise.all([
      orRedirect<unknown>(context.queryClient.ensureInfiniteQueryData(getAppliedQueryOptions(appliedKeyOf(deps.key))), location.href),
      context.queryClient.prefetchQuery(getMyInterviewsQueryOptions()),
      context.queryClient.prefetchQuery(getConversationsQueryOptions()),
    ]);
    return applied;
  },
}).lazy(() => import("./zhaopin-applied.lazy").then((m) => m.zhaopinAppliedLazyRoute));
