import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Context } from "hono";
import type { Db } from "@/db/client";
import {
  type Breakpoint,
  FIRST_FRAME_ANSWERS_ID,
  FIRST_FRAME_HEAD_ATTRIBUTE,
  FIRST_FRAME_PAGES,
  type RenderFirstFrame,
} from "./contract/first-frame";
import { logCrash } from "./protocol/crash-log";
import type { VisitorCall } from "./protocol/router";
import { readSession } from "./protocol/session";

/** Where the build leaves the portal's server renderer (scripts/build.ts). */
export const FIRST_FRAME_BUNDLE = join("portal-server", "first-frame.js");

/** Renders wait in line at most this many deep; past it a visitor gets the page without its first frame at once. */
const MAX_WAITING = 8;
/** A render that takes longer than this is not waited for, by its visitor or by the renders in line after it. */
const RENDER_TIMEOUT_MS = 1_000;

/** The layout class a User-Agent names: phones and tablets say so (Mobile, iPad, Android without Mobile). */
export function breakpointOfAgent(userAgent: string | undefined): Breakpoint {
  const agent = userAgent ?? "";
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(agent)) return "tablet";
  if (/Mobi|iPhone|Android/i.test(agent)) return "phone";
  return "desktop";
}

/** JSON inside <script type="application/json">: nothing in it may read as markup (</script>, <!--). */
const scriptSafe = (json: string) => json.replace(/</g, "\\u003c");

/** What goes in place of the page's <title> (`head`) and of its empty <div id="root"></div> (`root`); null: nothing. */
export type FirstFrameMarkup = (c: Context, page: string, meta: Record<string, string>) => Promise<{ head: string; root: string } | null>;

/**
 * The portal's pages drawn on the server for visitors (docs/decisions/0044-first-frame.md). The frame is `inert`: a
 * picture of the page, not yet the page, until the script replaces it with the same page, live. Signed-in people,
 * other pages, a failing or slow render and a full line all get the page as before.
 */
export function firstFrames(db: Db, renderer: Promise<RenderFirstFrame | null>, call: VisitorCall): FirstFrameMarkup {
  let line: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return async (c, page, meta) => {
    const render = await renderer;
    if (!render || !FIRST_FRAME_PAGES.has(page) || waiting >= MAX_WAITING || (await readSession(db, c))) return null;
    const url = new URL(c.req.url);
    const breakpoint = breakpointOfAgent(c.req.header("User-Agent"));
    waiting++;
    const rendered = line.then(() =>
      render({
        url: url.pathname + url.search,
        origin: c.var.site?.origin ?? url.origin,
        breakpoint,
        meta,
        call: (path, payload) => call(c, path, payload),
      }),
    );
    // The next render waits for this one, or for its time to run out: one stuck on a call must not hold up the rest.
    const outOfTime = line.then(() => Bun.sleep(RENDER_TIMEOUT_MS));
    line = Promise.race([rendered.catch(() => null), outOfTime]).finally(() => waiting--);
    let timer: Timer | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(resolve, RENDER_TIMEOUT_MS, null);
    });
    try {
      const frame = await Promise.race([rendered, timeout]);
      if (!frame) return null;
      const answers = `<script type="application/json" id="${FIRST_FRAME_ANSWERS_ID}">${scriptSafe(frame.answers)}</script>`;
      const head = frame.head.replace(/<(title|meta|link)\b/g, `<$1 ${FIRST_FRAME_HEAD_ATTRIBUTE}`);
      return { head, root: `<div id="root"><div class="first-frame" inert>${frame.html}</div></div>${answers}` };
    } catch (err) {
      logCrash(c, err);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The built renderer, or null where there is none (the dev server, a build without it). */
export async function loadFirstFrameRenderer(distDir: string): Promise<RenderFirstFrame | null> {
  const file = join(distDir, FIRST_FRAME_BUNDLE);
  if (!existsSync(file)) return null;
  try {
    return ((await import(file)) as { renderFirstFrame: RenderFirstFrame }).renderFirstFrame;
  } catch (err) {
    console.error("首屏渲染器载入失败，页面不带首屏", err);
    return null;
  }
}
