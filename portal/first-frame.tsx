import "@/api/contract/messages";
import { dehydrate, type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import type { FirstFrame, RenderFirstFrame } from "@/api/contract/first-frame";
import type { Envelope } from "@/api/contract/protocol/client";
import { renderForBreakpoint } from "./components/use-breakpoint";
import { answerCallsWith } from "./lib/api";
import { createQueryClient } from "./lib/query-client";
import { renderForSite } from "./lib/site-meta";
import { createAppRouter } from "./router";

/** What a call made after the frame was drawn answers: nothing was sent (not a code of the catalogue). */
const NOT_SENT = -2;

/** Resolves once no query is fetching. */
function settled(queryClient: QueryClient) {
  return new Promise<void>((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
    if (queryClient.isFetching() === 0) {
      unsubscribe();
      resolve();
    }
  });
}

/**
 * React's marks of a Suspense boundary drawn as its fallback (`$?`: a part still loading) or left to the browser after
 * an error (`$!`). (Not `prerender`, which would wait for such parts and name the error: in Bun each call keeps a few
 * KB that are never freed.)
 */
const UNDRAWN = /<!--\$[?!]-->/;

const HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/;

/**
 * Renders a page on the server for a visitor: the same routes, loaders and components as the browser, so the page's
 * content arrives with its HTML (docs/decisions/0044-first-frame.md). Null where the page is not a plain 200 for a
 * visitor (a redirect, a login, a missing item): the browser then draws it as before. Renders one at a time
 * (api/first-frame.ts queues them): the breakpoint and the call client are this module's.
 */
export const renderFirstFrame: RenderFirstFrame = async ({ url, origin, breakpoint, meta, call }) => {
  renderForBreakpoint(breakpoint);
  renderForSite(origin, meta);
  // Calls are answered until the frame is drawn; one made after (a component's own fetch) would be answered for nothing.
  let drawn = false;
  answerCallsWith({
    call: async <T,>(path: string, payload: Record<string, unknown> = {}) =>
      (drawn ? { code: NOT_SENT, msg: "", data: null } : await call(path, payload)) as Envelope<T>,
  });
  try {
    return await draw(url);
  } finally {
    drawn = true;
  }
};

async function draw(url: string): Promise<FirstFrame | null> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  // What the loaders started without waiting for (a list that fills its reserved place) is drawn in place too.
  await settled(queryClient);
  // A redirect, a login, a missing item: the browser draws those as before.
  if (router.state.matches.some((m) => m.status !== "success")) return null;
  const markup = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  // Half a page is not a first frame: the browser draws it as before.
  if (UNDRAWN.test(markup)) throw new Error(`首屏未能完整画出: ${url}`);
  // React writes the page's <title> and <meta> tags first; they belong in the head.
  const head = HEAD_TAGS.exec(markup)?.[0] ?? "";
  return { head, html: markup.slice(head.length), answers: JSON.stringify(dehydrate(queryClient)) };
}
