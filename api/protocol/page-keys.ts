import { Hono } from "hono";
import { setCookie } from "hono/cookie";
import { encodePageKeys, PAGE_KEYS_MAX_AGE_S, pageKeysCookieName } from "../contract/protocol/page-keys";
import type { CipherBox } from "./cipher";

/** The portal's pages (its HTML, not its files) answered with a fresh cipher and key in a cookie (contract/protocol/page-keys.ts). */
export function withPageKeys(portal: Hono, ciphers: Pick<CipherBox, "issue">) {
  const app = new Hono();
  app.use("*", async (c, next) => {
    await next();
    if (!(c.res.headers.get("Content-Type") ?? "").startsWith("text/html")) return;
    const https = c.var.site?.https ?? false;
    setCookie(c, pageKeysCookieName(https), encodePageKeys(ciphers.issue()), {
      path: "/",
      sameSite: "Strict",
      secure: https,
      maxAge: PAGE_KEYS_MAX_AGE_S,
    });
    // A page that sets a cookie is one visitor's: no shared cache may keep it.
    c.res.headers.set("Cache-Control", "private, no-cache");
  });
  app.route("/", portal);
  return app;
}
