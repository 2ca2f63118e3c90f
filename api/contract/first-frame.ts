import type { Envelope } from "./protocol/client";

/** Spec 000 section 1's layout classes (portal/components/use-breakpoint.ts draws the lines). */
export type Breakpoint = "phone" | "tablet" | "desktop";

/**
 * The pages the server draws for a visitor before the script runs (docs/decisions/0044-first-frame.md): the ones a
 * visitor lands on from outside. Patterns of api/contract/portal-paths.ts.
 */
export const FIRST_FRAME_PAGES: ReadonlySet<string> = new Set([
  "/",
  "/home/index",
  "/Learning/List",
  "/Training/List",
  "/Training/Detail/$id",
  "/certification/exam",
]);

/** Marks the head tags a first frame brought (its title and share tags): the page's own replace them when it takes over. */
export const FIRST_FRAME_HEAD_ATTRIBUTE = "data-first-frame";

/** The id of the <script type="application/json"> that carries the answers a first frame was drawn from. */
export const FIRST_FRAME_ANSWERS_ID = "first-frame-answers";

type FirstFrameRequest = {
  /** The page's path and query. */
  url: string;
  /** The site's public origin, for absolute links. */
  origin: string;
  /** The layout class the browser is taken to have (from its User-Agent). */
  breakpoint: Breakpoint;
  /** The settings written into the page's head as <meta name content> (api/contract/site-meta.ts). */
  meta: Record<string, string>;
  /** Answers a visitor's call in-process. */
  call: (path: string, payload: Record<string, unknown>) => Promise<Envelope>;
};

/**
 * The page as a visitor's browser will first draw it: its head's title and meta tags, its body, and the answers it
 * was drawn from (react-query's dehydrated cache, as JSON).
 */
export type FirstFrame = { head: string; html: string; answers: string };

export type RenderFirstFrame = (request: FirstFrameRequest) => Promise<FirstFrame | null>;
