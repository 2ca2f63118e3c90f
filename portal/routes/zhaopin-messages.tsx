import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

const SearchSchema = v.looseObject({ id: v.optional(v.unknown()) });

/**
 * /ZhaoPin/Messages?id=: my conversations with companies' HR, ?id= the application whose one is open; a visitor's
 * 1503 becomes the login page, coming back here.
 */
export const zhaopinMessagesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/ZhaoPin/Messages",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ id: String(search.id ?? "") }),
  loader: async ({ context, deps, location }) => {
    const [{ getConversationsQueryOptions }, { getThreadQueryOptions }, { recordIdOf }] = await Promise.all([
      import("../features/zhaopin/messages/conversations"),
      import("../features/zhaopin/messages/thread"),
      import("../features/zhaopin/positions/position"),
    ]);
    const id = recordIdOf(deps.id);
    // The open conversation comes along (prefetch never throws): someone else's application says so in its pane.
    const [conversations] = await Promise.all([
      orRedirect(context.queryClient.ensureQueryData(getConversationsQueryOptions()), location.href),
      id ? context.queryClient.prefetchInfiniteQuery(getThreadQueryOptions(id)) : null,
    ]);
    return conversations;
  },
}).lazy(() => import("./zhaopin-messages.lazy").then((m) => m.zhaopinMessagesLazyRoute));
