import type { Locator, Page, Response } from "playwright-core";
import { FIRST_FRAME_ANSWERS_ID } from "@/api/contract/first-frame";
import { askForCode, smsCode } from "./browser";

/**
 * Signs in through the login form as a person would: number, 获取验证码, the texted code, the agreement, 登录.
 * `scope` is the page (/user/login) or the pop-up (page.getByRole("dialog")); needs CAPTCHA_DRIVER=off.
 */
export async function signInWithForm(scope: Page | Locator, mobile: string) {
  const form = scope.locator("form.login-form");
  await form.getByPlaceholder("请输入手机号").fill(mobile);
  await askForCode(form);
  await form.getByPlaceholder("请输入6位验证码").fill(await smsCode(mobile));
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "登录", exact: true }).click();
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
