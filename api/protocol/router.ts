import { type Context, Hono } from "hono";
import "../contract/messages";
import * as v from "valibot";
import { beijingJson } from "../contract/beijing-time";
import type { Deps } from "../deps";
import { readLimitedText } from "./body";
import { type Call, type CallContext, Reply } from "./call";
import { clientIp } from "./client-ip";
import { type Envelope, envelope } from "./envelope";
import { AppError, BAD_REQUEST, Code, fail, httpError, needLogin } from "./errors";
import { refuseUnsafeJson } from "./json";
import { readSession, type SessionUser } from "./session";
import { RANDOM_RE, SKEW_MS, verifySignature } from "./signing";

const DEFAULT_MAX_BYTES = 64 * 1024;
const PROTOCOL_FIELDS = new Set(["timestamp", "random", "cipher", "signature"]);

/** Refuses requests another site's page made (CSRF): a foreign Origin or Sec-Fetch-Site: cross-site. */
export function isCrossSite(headers: Headers, requestUrl: string) {
  if (headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = headers.get("origin");
  if (!origin) return false;
  try {
    const host = new URL(origin).host;
    return host !== new URL(requestUrl).host && host !== headers.get("host");
  } catch {
    return true;
  }
}

async function readBody(req: Request, maxBytes: number, tooLarge: () => Error): Promise<Record<string, unknown>> {
  const text = await readLimitedText(req, maxBytes, tooLarge);
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    fail(BAD_REQUEST);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) fail(BAD_REQUEST);
  return body as Record<string, unknown>;
}

/** 901 / -1 / 501 carry a fresh cipher and key, and the server clock for skew correction. */
function protocolError(deps: Deps, code: number, msg: string): never {
  throw new AppError(code, msg, deps.ciphers.issue());
}

async function verify(deps: Deps, path: string, body: Record<string, unknown>) {
  const opened = deps.ciphers.open(body.cipher);
  if (!opened) protocolError(deps, Code.badCipher, "密钥已失效，请重试");
  if (typeof body.random !== "string" || !RANDOM_RE.test(body.random) || !verifySignature(opened.key, path, body)) {
    protocolError(deps, Code.badSignature, "签名错误，请重试");
  }
  if (typeof body.timestamp !== "number" || Math.abs(Date.now() - body.timestamp) > SKEW_MS) {
    protocolError(deps, Code.staleOrReplay, "请求已过期，请重试");
  }
  if (!(await deps.replay.claim(opened.id, body.random as string))) protocolError(deps, Code.staleOrReplay, "请求重复，请重试");
}

/** The query's own values merged under the body's (the body wins), protocol fields removed. */
function payloadOf(url: URL, body: Record<string, unknown>) {
  const payload: Record<string, unknown> = {};
  for (const [k, val] of url.searchParams) if (k !== "t") payload[k] = val;
  for (const [k, val] of Object.entries(body)) if (!PROTOCOL_FIELDS.has(k)) payload[k] = val;
  return payload;
}

async function validate(call: Call, payload: Record<string, unknown>) {
  if (!call.input) return payload;
  const result = await v.safeParseAsync(call.input, payload);
  if (result.success) return result.output;
  const issue = result.issues[0];
  return fail(issue.message, v.getDotPath(issue) ?? undefined);
}

type RouterOptions = {
  /** A feature's last word before a visitor is refused a call that needs a login (WeChat's 1502 offer); may throw. */
  beforeNeedLogin?: (c: Context) => Promise<void>;
};

function callTable(calls: Call[]) {
  const table = new Map<string, Call>();
  for (const call of calls) {
    const key = call.path.toLowerCase();
    if (table.has(key)) throw new Error(`duplicate call ${call.path}`);
    table.set(key, call);
  }
  return table;
}

function callContext(c: Context, deps: Deps, user: SessionUser | null): CallContext {
  return {
    c,
    deps,
    user,
    // Worked out only by the calls that use it (rate limits).
    get ip() {
      return clientIp(c, deps.env.trustedProxies);
    },
  };
}

async function answer(call: Call, payload: Record<string, unknown>, ctx: CallContext): Promise<Envelope> {
  const input = await validate(call, payload);
  const result = await (call.handle as (i: unknown, x: CallContext) => unknown)(input, ctx);
  if (result instanceof Reply) return envelope(Code.ok, result.msg, result.data);
  return envelope(Code.ok, "成功", result ?? null);
}

/** A visitor's call answered in-process, for the page request `c`: what the signed route would answer, as JSON carries it. */
export type VisitorCall = (c: Context, path: string, payload: Record<string, unknown>) => Promise<Envelope>;

/**
 * Answers calls as the route does for a visitor, without the transport (signature, body): the server's first frame of a
 * page (api/first-frame.ts) makes the page's calls this way. Calls that need a login answer 1503, as they would.
 */
export function visitorCalls(deps: Deps, calls: Call[]): VisitorCall {
  const table = callTable(calls);
  return async (c, path, body) => {
    const url = new URL(path.replace(/^\/?(api\/)?/i, "/"), "http://first-frame");
    const call = table.get(url.pathname.slice(1).toLowerCase());
    if (!call) return envelope(Code.notFound, "接口不存在");
    if (call.login) return envelope(Code.needLogin, "请先登录");
    try {
      return JSON.parse(beijingJson(await answer(call, payloadOf(url, body), callContext(c, deps, null))));
    } catch (err) {
      if (err instanceof AppError) return envelope(err.code, err.message, err.data);
      throw err;
    }
  };
}

/** The signed call protocol of PROTOCOL.md over a table of calls. */
export function protocolRouter(deps: Deps, calls: Call[], options: RouterOptions = {}) {
  const table = callTable(calls);

  const api = new Hono();
  api.post("/*", async (c) => {
    const url = new URL(c.req.url);
    const path = url.pathname.replace(/^\/api\//i, "").toLowerCase();
    const call = table.get(path);
    if (!call) return c.json(envelope(Code.notFound, "接口不存在"), 404);
    if (isCrossSite(c.req.raw.headers, c.req.url)) throw httpError(403, "非法的请求来源");
    if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("application/json")) fail(BAD_REQUEST);
    // The session comes from the cookie, before the body: only a known caller may send more than the default.
    const user = await readSession(deps.db, c);
    const maxBytes = user ? (call.maxBytes ?? DEFAULT_MAX_BYTES) : DEFAULT_MAX_BYTES;
    const body = await readBody(c.req.raw, maxBytes, call.login && !user ? needLogin : () => httpError(413, "请求内容过大"));
    // The payload as payloadOf merges it (the body wins) with the protocol fields, before the signature check reads them.
    refuseUnsafeJson({ ...Object.fromEntries(url.searchParams), ...body });
    await verify(deps, path, body);
    if (call.login && !user) {
      await options.beforeNeedLogin?.(c);
      needLogin();
    }
    const answered = await answer(call, payloadOf(url, body), callContext(c, deps, user));
    return c.body(beijingJson(answered), 200, { "content-type": "application/json" });
  });
  api.all("/*", (c) => c.json(envelope(Code.notFound, "接口不存在"), 404));
  return api;
}
