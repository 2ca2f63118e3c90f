import type { Cookie, Locator, Page, Response } from "playwright-core";
import { FIRST_FRAME_ANSWERS_ID } from "@/api/contract/first-frame";
import { askForCode, baseUrl, smsCode } from "./browser";

/**
 * Each number's portal session once it signed in through the form in this `bun test` process: a number is texted a
 * code once a minute, so a later journey of the same person carries on in it (resumeSession) rather than ask anew.
 */
const sessions = new Map<string, Cookie[]>();

/**
 * Signs in through the login form as a person would: number, 获取验证码, the texted code, the agreement, 登录.
 * `scope` is the page (/user/login) or the pop-up (page.getByRole("dialog")); needs CAPTCHA_DRIVER=off.
 */
export async function signInWithForm(scope: Page | Locator, mobile: string) {
  const form = scope.locator("form.login-form");
  const page = "page" in scope ? scope.page() : scope;
  await form.getByPlaceholder("请输入手机号").fill(mobile);
  await askForCode(form);
  await form.getByPlaceholder("请输入6位验证码").fill(await smsCode(mobile));
  await form.getByRole("checkbox").check();
  // Kept once common/login answers; a form that signs in by another call (a partner's, WeChat's) keeps nothing.
  const context = page.context();
  const keep = async (res: Response) => {
    if (new URL(res.url()).pathname.toLowerCase() !== "/api/common/login") return;
    page.off("response", keep);
    // The journey may close its page first: then there is nothing to keep.
    await res
      .finished()
      .then(() => context.cookies())
      .then((cookies) => sessions.set(mobile, cookies))
      .catch(() => undefined);
  };
  page.on("response", keep);
  await form.getByRole("button", { name: "登录", exact: true }).click();
}

/**
 * Opens `path` in the session this number signed in with earlier in the process, if it has one that still holds;
 * answers false (the page then shows the login) when the journey must sign in through the form.
 */
export async function resumeSession(page: Page, mobile: string, path: string) {
  const saved = sessions.get(mobile);
  if (saved) await page.context().addCookies(saved);
  await page.goto(`${baseUrl}${path}`);
  return saved !== undefined && !new URL(page.url()).pathname.startsWith("/user/login");
}

/** Opens the desktop login pop-up from the header; answers the dialog. */
export async function openLoginPopup(page: Page) {
  await page.locator(".site-header").getByRole("button", { name: "登录" }).click();
  const dialog = page.getByRole("dialog", { name: "手机号登录" });
  await dialog.waitFor();
  return dialog;
}

/**
 * The seeded pop-up announcement (db/seed/announcement.ts) opens at once on a person's first visit to the home page,
 * above everything; they close it before going on.
 */
export async function closeNoticePopup(page: Page) {
  const notice = page.getByRole("dialog", { name: "系统升级通知" });
  await notice.getByRole("button", { name: "关闭" }).click();
  await notice.waitFor({ state: "detached" });
}

/**
 * Loads a page (`load`: a goto or a reload) and waits until it holds the answer of `call` (a path like
 * "training/GetChoiceNessLive"): a visitor's page comes drawn with its loaders' answers and takes them over
 * (docs/decisions/0044), any other page asks for it.
 */
export async function loadWithAnswer(page: Page, load: () => Promise<Response | null>, call: string) {
  const asked = page.waitForResponse((res) => res.url().includes(`/api/${call}`)).catch(() => null);
  const drawn = (await (await load())?.text())?.includes(FIRST_FRAME_ANSWERS_ID);
  if (drawn) await page.locator(".first-frame").waitFor({ state: "detached" });
  else await (await asked)?.finished();
}
