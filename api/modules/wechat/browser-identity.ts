import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { openSecret, sealSecret } from "../../protocol/secret-box";
import type { WechatProfile } from "../../providers/wechat";

/**
 * What the browser carries between WeChat's authorize step and the sign-in: the WeChat identity WeChat vouched for,
 * sealed under APP_SECRET (the openid never reaches the page), for 30 days so the quick-login banner and 1502 can
 * offer it again; and the authorize step's state, which ties WeChat's answer to the browser that asked.
 */
const IDENTITY_MAX_AGE_S = 30 * 24 * 3600;
const STATE_MAX_AGE_S = 10 * 60;
const names = (https: boolean) =>
  https ? { identity: "__Host-wx-id", state: "__Host-wx-state" } : { identity: "wx-id", state: "wx-state" };
const https = (c: Context) => c.var.site?.https ?? false;

/** Lax: WeChat sends the person back with a top-level GET from its own site. */
const options = (c: Context, maxAge: number) => ({ path: "/", httpOnly: true, secure: https(c), sameSite: "Lax" as const, maxAge });

export function keepIdentity(c: Context, appSecret: string, p: WechatProfile) {
  setCookie(c, names(https(c)).identity, sealSecret(appSecret, JSON.stringify(p), "wechat-identity"), options(c, IDENTITY_MAX_AGE_S));
}

export function readIdentity(c: Context, appSecret: string, appId: string): WechatProfile | null {
  const sealed = getCookie(c, names(https(c)).identity);
  const opened = sealed ? openSecret(appSecret, sealed, "wechat-identity") : null;
  const p = opened ? (JSON.parse(opened) as WechatProfile) : null;
  // An identity of another app (the driver changed) is no use here.
  return p?.appId === appId ? p : null;
}

export function forgetIdentity(c: Context) {
  deleteCookie(c, names(https(c)).identity, { path: "/", secure: https(c) });
}

/** A new authorize step: its state, kept with where to go afterwards. */
export function beginState(c: Context, gotoUrl: string) {
  const state = randomBytes(16).toString("hex");
  setCookie(c, names(https(c)).state, `${state}|${encodeURIComponent(gotoUrl)}`, options(c, STATE_MAX_AGE_S));
  return state;
}

/** The gotoUrl of the authorize step this state began (spent: a state answers once), null for a foreign one. */
export function endState(c: Context, state: string) {
  const kept = getCookie(c, names(https(c)).state) ?? "";
  deleteCookie(c, names(https(c)).state, { path: "/", secure: https(c) });
  const [expected, goto] = kept.split("|");
  if (!expected || !/^[0-9a-f]{32}$/.test(state) || state !== expected) return null;
  try {
    return decodeURIComponent(goto ?? "");
  } catch {
    return null;
  }
}
