import { join } from "node:path";
import type { AnyRoute } from "@tanstack/react-router";

/**
 * Prints which module each portal page's lazy part lives in, as JSON `{ "/Training/Detail/$id":
 * "portal/routes/training-detail.lazy.tsx", ... }`, read from the route tree itself: every route ends in
 * `.lazy(() => import("./<page>.lazy")...)` (docs/decisions/0017). Run by scripts/route-preloads.ts in a process of its
 * own, since importing the portal's routes needs a window stand-in (portal/lib/own-document.ts reads the address).
 */
Object.assign(globalThis, { window: { location: new URL("http://localhost/") } });
const { routeTree } = await import("@/portal/routes/tree");

const pages: Record<string, string> = {};
for (const route of Object.values((routeTree as AnyRoute).children as Record<string, AnyRoute>)) {
  const path = (route.options as { path: string }).path;
  const specifier = String(route.lazyFn).match(/import\("\.\/([^"]+)"\)/)?.[1];
  if (!specifier) throw new Error(`${path}: 找不到页面的懒加载模块`);
  pages[path] = join("portal/routes", `${specifier}.tsx`);
}
console.log(JSON.stringify(pages));
