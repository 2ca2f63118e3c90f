import type { Context, MiddlewareHandler } from "hono";
import type { Env } from "../env";
import { peerAddress } from "./client-ip";

/** How people reach the site: its origin for absolute links, and whether over https (the session cookie's Secure flag). */
type Site = { origin: string; https: boolean };

declare module "hono" {
  interface ContextVariableMap {
    site: Site;
  }
}

/** The listening server's own address (Bun's server.url), or the request's where there is no socket (app.fetch). */
export function listeningOrigin(c: Context) {
  const server = c.env as { url?: URL } | undefined;
  return server?.url ? server.url.origin : new URL(c.req.url).origin;
}

/**
 * Settles the request's `site` once: PUBLIC_URL (required in production), else in development the listening server's
 * own address. Never the Host header, which any client sets, and X-Forwarded-Proto only from a trusted proxy.
 */
export function siteOf(env: Env): MiddlewareHandler {
  return (c, next) => {
    if (env.publicUrl) {
      c.set("site", { origin: env.publicUrl, https: env.publicUrl.startsWith("https:") });
    } else {
      const forwarded = env.trustedProxies.includes(peerAddress(c)) && c.req.header("x-forwarded-proto") === "https";
      c.set("site", { origin: listeningOrigin(c), https: c.req.url.startsWith("https:") || forwarded });
    }
    return next();
  };
}
