import { createRoute } from "@tanstack/react-router";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

/** /jshop/exchange: the person's exchange record; a visitor's 1503 becomes the login page, coming back here. */
export const jshopExchangeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/jshop/exchange",
  loader: async ({ context, location }) => {
    const { getExchangeQueryOptions } = await import("../features/shop/exchange");
    return orRedirect<unknown>(context.queryClient.ensureInfiniteQueryData(getExchangeQueryOptions()), location.href);
  },
}).lazy(() => import("./jshop-exchange.lazy").then((m) => m.jshopExchangeLazyRoute));
