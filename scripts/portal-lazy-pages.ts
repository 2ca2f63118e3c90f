import { existsSync } from "node:fs";
import { join } from "node:path";
import type { AnyRoute } from "@tanstack/react-router";

/**
 * Prints which modules each portal page loads first, as JSON `{ "/Training/Detail/$id": { "lazy":
 * "portal/routes/training-detail.lazy.tsx", "loads": ["portal/features/training/training-detail.ts"] }, ... }`, read
 * from the route tree itself: every route ends in `.lazy(() => import("./<page>.lazy")...)` (docs/decisions/0017), and
 * a loader may import its page's calls when it runs (`await import("../features/...")`). Run by scripts/route-preloads.ts in a process of its
 * own, since importing the portal's routes needs a window stand-in (portal/lib/own-document.ts reads the address).
 */
Object.assign(globalThis, { window: { location: new URL("http://localhost/") } });
const { routeTree } = await import("@/portal/routes/tree");

/** A loader's import specifier as the module's path from the project's root. */
function moduleOf(specifier: string) {
  const base = join("portal/routes", specifier);
  const found = [".ts", ".tsx"].map((ext) => base + ext).find((file) => existsSync(file));
  if (!found) throw new Error(`找不到加载器引入的模块 ${specifier}`);
  return found;
}

const pages: Record<string, { lazy: string; loads: string[] }> = {};
for (const route of Object.values((routeTree as AnyRoute).children as Record<string, AnyRoute>)) {
  const path = (route.options as { path: string }).path;
  const specifier = String(route.lazyFn).match(/import\("\.\/([^"]+)"\)/)?.[1];
  if (!specifier) throw new Error(`${path}: 找不到页面的懒加载模块`);
  const loader = String((route.options as { loader?: unknown }).loader ?? "");
  const loads = [...loader.matchAll(/import\("(\.\.?\/[^"]+)"\)/g)].map((m) => moduleOf(m[1] as string));
  pages[path] = { lazy: join("portal/routes", `${specifier}.tsx`), loads };
}
console.log(JSON.stringify(pages));
