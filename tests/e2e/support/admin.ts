import type { Page } from "playwright-core";
import { askForCode, baseUrl, smsCode } from "./browser";

/** Signs in to the back office as a person would: number, 获取验证码 (askForCode), the texted code, 登录 (captcha off). */
export async function signInToAdmin(page: Page, mobile: string) {
  await page.goto(`${baseUrl}/admin/`);
  await page.getByLabel("手机号").fill(mobile);
  await askForCode(page);
  await page.getByLabel("短信验证码").fill(await smsCode(mobile));
  await page.getByRole("button", { name: "登录", exact: true }).click();
}
