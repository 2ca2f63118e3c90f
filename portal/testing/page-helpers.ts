import type { Locator, Page } from "playwright-core";

/** How the browser tests start Chromium (DESIGN.md "Tests"). */
export const CHROMIUM = {
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

/** The newest SMS code texted to a number, from the dev outbox (never in production). */
export async function readSmsCode(baseUrl: string, mobile: string, areaCode = "+86") {
  const res = await fetch(`${baseUrl}/api/dev/smsoutbox`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ mobile, areaCode }),
  });
  const { data } = (await res.json()) as { data: { code: string }[] };
  if (!data[0]) throw new Error(`no SMS code for ${areaCode} ${mobile}`);
  return data[0].code;
}

/**
 * Signs in through the login form as a person would: number, 获取验证码, the texted code, the agreement, 登录.
 * `scope` is the page (/user/login) or the pop-up (page.getByRole("dialog")); needs CAPTCHA_DRIVER=off.
 */
export async function signInWithForm(scope: Page | Locator, baseUrl: string, mobile: string) {
  const form = scope.locator("form.login-form");
  await form.getByPlaceholder("请输入手机号").fill(mobile);
  await form.getByRole("button", { name: "获取验证码" }).click();
  await form.getByRole("button", { name: /秒后重新获取/ }).waitFor();
  await form.getByPlaceholder("请输入6位验证码").fill(await readSmsCode(baseUrl, mobile));
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
