import type { Cookie, Page } from "playwright-core";
import { askForCode, baseUrl, smsCode } from "./browser";
import { browserCookies } from "./people";

/**
 * Each number's back-office session once it has signed in through the form in this `bun test` process (the module
 * outlives a file; scripts/e2e.ts runs several such processes, each with operators of its own).
 */
const sessions = new Map<string, Cookie[]>();

/**
 * Hands a session signed in through the portal's calls (tests/support/client.ts) to the back office: the back office
 * signs in on the portal's own session cookie, so the number need not be texted a second code within its minute.
 */
export function rememberSession(mobile: string, jar: Map<string, string>) {
  sessions.set(mobile, browserCookies(jar));
}

/**
 * Signs in to the back office. The first time a number signs in during the run it goes through the form as a person
 * would: number, 获取验证码 (askForCode), the texted code, 登录 (captcha off). Later journeys carry on in that
 * session, as an operator keeps their browser signed in: a number is texted a code once a minute, so a journey
 * asking for one anew within it would be refused. A session that has ended (signed out) falls back to the form.
 */
export async function signInToAdmin(page: Page, mobile: string) {
  const saved = sessions.get(mobile);
  if (saved) {
    await page.context().addCookies(saved);
  }
  await page.goto(`${baseUrl}/admin/`);
  if (saved && (await page.evaluate(() => fetch("/admin/api/auth/me").then((res) => res.ok)))) return appReady(page);
  await page.getByLabel("手机号").fill(mobile);
  await askForCode(page);
  await page.getByLabel("短信验证码").fill(await smsCode(mobile));
  const answered = page.waitForResponse((res) => res.url().endsWith("/admin/api/auth/login") && res.request().method() === "POST");
  await page.getByRole("button", { name: "登录", exact: true }).click();
  const login = await answered;
  await login.finished();
  if (login.ok()) {
    sessions.set(mobile, await page.context().cookies());
    await appReady(page);
  }
}

/**
 * The back office has its caller: the dashboard greets them by name once their identity and role have loaded, and
 * the menu has taken its final shape (a click while it still re-renders can land on a node that is replaced).
 */
const appReady = (page: Page) => page.getByRole("heading", { name: /^欢迎，\S/ }).waitFor();

/** A call of the back-office api from the signed-in page (its cookie, its origin). */
export async function adminApi<T>(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/admin/api${path}`, {
        method,
        headers: { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
    { method, path, body },
  ) as Promise<{ status: number; json: T }>;
}

/**
 * Opens a page of the back office's menu: its section unfolded (when it is not already), and only once the fold has
 * finished moving the item under the pointer, then the item. A click while the section still unfolds can press on one
 * entry and release on another, which the menu takes as no click at all.
 */
export async function openAdminMenu(page: Page, section: string, item: string, opts: { exact?: boolean } = {}) {
  const group = page.getByRole("group", { name: section, exact: true });
  // The section's heading, not an entry of the same name inside it (认证考试 holds 认证考试).
  const heading = group.locator(":scope > [role='menuitem'][aria-expanded]");
  if ((await heading.getAttribute("aria-expanded")) !== "true") {
    await heading.click();
    await group.locator(":scope > [role='menuitem'][aria-expanded='true']").waitFor();
  }
  await group.locator(".MuiCollapse-entered").waitFor();
  await group.getByRole("menuitem", { name: item, exact: opts.exact }).click();
}
