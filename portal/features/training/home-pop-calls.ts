import type { QueryClient } from "@tanstack/react-query";
import { getChoicenessLiveQueryOptions } from "./choiceness";
import { getCurrentLivePopQueryOptions } from "./current-live-pop";

/**
 * The home pop-ups' calls, started by the home route's loader with the page's other calls rather than by the pop-ups
 * once the page has drawn (a pop-up that opens late moves the page's largest paint with it).
 */
export function prefetchHomePops(queryClient: QueryClient, signedIn: boolean) {
  void queryClient.prefetchQuery(getChoicenessLiveQueryOptions());
  if (signedIn) void queryClient.prefetchQuery(getCurrentLivePopQueryOptions());
}
