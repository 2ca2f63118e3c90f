import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { TASK_VISIT_PARAM, TASK_VISIT_SECONDS } from "../../contract/task-visit";

/** A visit handed out is good for a day: long enough to read the page, short enough not to be kept for later. */
const VISIT_TTL_MS = 86_400_000;

function mac(appSecret: string, userId: number, taskId: number, at: number) {
  const key = Buffer.from(hkdfSync("sha256", appSecret, "xuexi-portal", "task-visit", 32));
  return createHmac("sha256", key).update(`${userId}\n${taskId}\n${at}`).digest("base64url");
}

/** This person's visit of the task, started at `at`: the task, the time and their MAC under the app secret. */
export const visitToken = (appSecret: string, userId: number, taskId: number, at: number) =>
  `${taskId}.${at}.${mac(appSecret, userId, taskId, at)}`;

/** The task's own page with this person's visit, started now, in its query (before any #fragment). */
export function visitUrl(appSecret: string, userId: number, taskId: number, url: string) {
  const token = visitToken(appSecret, userId, taskId, Date.now());
  const [path, fragment] = url.split(/#(.*)/s, 2);
  const visit = `${path}${path!.includes("?") ? "&" : "?"}${TASK_VISIT_PARAM}=${token}`;
  return fragment === undefined ? visit : `${visit}#${fragment}`;
}

export type VisitCheck = { taskId: number; state: "open" | "too-soon" | "expired" } | null;

/** Whose visit of which task a token is (null when not this person's or forged), and whether it was open long enough. */
export function checkVisit(appSecret: string, userId: number, token: string): VisitCheck {
  const [task, at, sign, ...rest] = token.split(".");
  if (rest.length || !/^\d{1,10}$/.test(task ?? "") || !/^\d{1,15}$/.test(at ?? "") || !sign) return null;
  const taskId = Number(task);
  const expected = Buffer.from(mac(appSecret, userId, taskId, Number(at)));
  const given = Buffer.from(sign);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const age = Date.now() - Number(at);
  const state = age < TASK_VISIT_SECONDS * 1000 ? "too-soon" : age > VISIT_TTL_MS ? "expired" : "open";
  return { taskId, state };
}
