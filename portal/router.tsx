import type { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { NotFound } from "./components/not-found";
import { PageLoader } from "./components/page-loader";
import { RouteError } from "./components/route-error";
import { parseSearch, stringifySearch } from "./lib/search-params";
import { routeTree } from "./routes/tree";

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    // Paths match case-insensitively: the spec writes /my/Edit and /my/edit.
    caseSensitive: false,
    parseSearch,
    stringifySearch,
    defaultPreload: "intent",
    // react-query owns freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoader,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
