import type { Page } from "playwright-core";
import { baseUrl, smsCode } from "./browser";

/**
 * Signs in to the back office as a person would: number, 获取验证码, the texted code, 登录 (captcha off). Journeys in
 * different files may sign the same demo operator in within a minute; then the person waits out the 60 s before
 * asking again, as anyone told 请60秒后再试 would.
 */
export async function signInToAdmin(page: Page, mobile: string) {
  await page.goto(`${baseUrl}/admin/`);
  await page.getByLabel("手机号").fill(mobile);
  const countdown = page.getByRole("button", { name: /\d+秒后重新获取/ });
  const tooSoon = page.getByText("验证码发送过于频繁，请60秒后再试");
  for (let attempt = 0; ; attempt++) {
    await page.getByRole("button", { name: "获取验证码" }).click();
    await countdown.or(tooSoon).first().waitFor();
    if (await countdown.isVisible()) break;
    if (attempt === 6) throw new Error(`${mobile} 一直无法获取验证码`);
    await page.waitForTimeout(10_000);
  }
  await page.getByLabel("短信验证码").fill(await smsCode(mobile));
  await page.getByRole("button", { name: "登录", exact: true }).click();
}
