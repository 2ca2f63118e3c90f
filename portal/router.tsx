import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { NotFound } from "./components/not-found";
import { PageLoader } from "./components/page-loader";
import { RouteError } from "./components/route-error";
import { parseSearch, stringifySearch } from "./lib/search-params";
import { routeTree } from "./routes/tree";

/** `history`: the browser's unless given (the server's first frame of a page renders at its URL in memory). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
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
    // Restoring is the browser's business; on the server it would write an inline script the CSP refuses.
    scrollRestoration: !history,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
