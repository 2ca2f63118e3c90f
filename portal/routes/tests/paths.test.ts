import { expect, test } from "bun:test";
import type { AnyRoute } from "@tanstack/react-router";
import { PORTAL_PATHS, portalPathOf } from "@/api/contract/portal-paths";

// The route files read the address the document was loaded on (portal/lib/own-document.ts) as they are imported; the
// stand-in window goes again at once (PGlite, started by the test preload, takes a window for a browser).
Object.assign(globalThis, { window: { location: new URL("http://localhost/") } });
const { routeTree } = await import("../tree");
Reflect.deleteProperty(globalThis, "window");

test("the server's list of portal pages is exactly the router's: a route added without its pattern fails here", () => {
  const routes = Object.values((routeTree as AnyRoute).children as Record<string, AnyRoute>);
  expect(routes.map((r) => (r.options as { path?: string }).path).sort()).toEqual([...PORTAL_PATHS].sort());
});

test("pages match as the router matches them: any case, a trailing slash, one segment a parameter", () => {
  const matched: Record<string, (typeof PORTAL_PATHS)[number]> = {
    "/": "/",
    "/home/index": "/home/index",
    "/HOME/Index/": "/home/index",
    "/training/detail/abc-1": "/Training/Detail/$id",
    "/Training/Detail/%E7%9B%B4": "/Training/Detail/$id",
    "/Training/Detail2/9": "/Training/Detail2/$id",
    "/certificate/verify": "/certificate/verify",
  };
  for (const [path, pattern] of Object.entries(matched)) expect(portalPathOf(path)).toBe(pattern);
  for (const path of ["/nope", "/Training/Detail", "/Training/Detail/a/b", "/home/index/x", "/admin", "/Training/DetailX/1", "//x"])
    expect(portalPathOf(path)).toBeNull();
});
