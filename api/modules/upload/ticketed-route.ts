import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import type { UploadTicket } from "../../contract/upload";
import type { Deps } from "../../deps";
import { fail, httpError, needLogin } from "../../protocol/errors";
import { isCrossSite } from "../../protocol/router";
import { readSession, type SessionUser } from "../../protocol/session";
import { SKEW_MS } from "../../protocol/signing";
import { TICKET_TTL_MS, type TicketScope, ticketValid } from "./ticket";

/** Room for the multipart boundaries and the ticket's fields beside the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
// The replay store forgets a pair 2 x SKEW_MS after its use: a ticket must have expired by then, or it could be spent twice.
if (TICKET_TTL_MS > 2 * SKEW_MS) throw new Error("TICKET_TTL_MS must not exceed the replay store's window");

type Form = UploadTicket & { file: File };

export type TicketedRoute<T extends Form> = {
  /** The multipart form's schema: the file, the ticket's fields and any of the route's own. */
  schema: v.GenericSchema<unknown, T> & { entries: Record<string, unknown> };
  maxBytes: number;
  tooLarge: string;
  badTicket: string;
  /** The replay store's name for this route's spent tickets. */
  spentAs: string;
  /** What the ticket must have been issued for. */
  scopeOf: (input: T) => TicketScope;
  /** Stores the file and answers. */
  done: (c: Context, user: SessionUser, input: T) => Response | Promise<Response>;
};

/**
 * A POST that takes one file with a ticket from a signed call (a signed call cannot carry a file): the caller is
 * settled and a cross-site post refused before any of the body is read, an oversized body is refused on its length,
 * every field is checked by the form's schema (a missing one by its own message), and the ticket is good for this
 * person and scope once. The upload host and the CV's attachment both post this way.
 */
export function ticketedRoute<T extends Form>(deps: Deps, o: TicketedRoute<T>) {
  const routes = new Hono<{ Variables: { user: SessionUser } }>();
  routes.post(
    "/",
    async (c, next) => {
      if (isCrossSite(c.req.raw.headers, c.req.url)) throw httpError(403, "非法的请求来源");
      c.set("user", (await readSession(deps.db, c)) ?? needLogin());
      return next();
    },
    // Refused on Content-Length before any of the body is read; a chunked body is counted as it arrives.
    bodyLimit({
      maxSize: o.maxBytes + FORM_OVERHEAD_BYTES,
      onError: () => {
        throw httpError(413, o.tooLarge, "file");
      },
    }),
    async (c) => {
      const user = c.var.user;
      const form = await c.req.raw.formData().catch(() => null);
      const fields = Object.fromEntries(Object.keys(o.schema.entries).map((k) => [k, form?.get(k) ?? null]));
      const parsed = v.safeParse(o.schema, fields);
      if (!parsed.success) fail(parsed.issues[0].message, v.getDotPath(parsed.issues[0]) ?? undefined);
      const input = parsed.output;
      if (!ticketValid(deps.env.appSecret, user.id, o.scopeOf(input), input)) fail(o.badTicket, "sign");
      if (!(await deps.replay.claim(o.spentAs, input.chk))) fail(o.badTicket, "sign");
      return o.done(c, user, input);
    },
  );
  return routes;
}
