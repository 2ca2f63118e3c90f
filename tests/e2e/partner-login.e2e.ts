import { describe, expect } from "bun:test";
import { join } from "node:path";
import { PARTNER_MSG } from "@/api/contract/partner-login";
import { signHandoff } from "@/api/modules/partner-login/handoff";
import { DEMO_PARTNER, DEMO_RESELLER } from "@/db/seed/partner-login";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { signInToAdmin } from "./support/admin";
import { artifacts, baseUrl, DESKTOP, PHONE, smsCode, useBrowser } from "./support/browser";
import { OPERATOR } from "./support/people";
import { signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** Numbers no other journey knows. */
const PARTNER_PERSON = "13900000110";
const REPLAYER = "13900000111";
const RESELLER = "13900000112";

/** A hand-off link as the demo partner makes one (README "Partner and reseller sign-in"). */
function handoffLink() {
  const stamp = `${Math.floor(Date.now() / 1000)}.e2e${Date.now()}`;
  return `${baseUrl}/user/oauthlogin?stamp=${stamp}&sign=${signHandoff(DEMO_PARTNER.secret, stamp)}`;
}

describe("signing in from a partner or a reseller link", () => {
  journey("on a phone a partner's hand-off signs in once and lands on the partner's page; the replay is refused", async (newPage) => {
    const link = handoffLink();
    const page = await newPage(PHONE);
    await page.goto(link);
    await page.getByRole("heading", { name: "合作方登录" }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: join(artifacts, "partner-login-375.png"), fullPage: true });
    // Registering elsewhere would lose the hand-off: new numbers are registered by the sign-in itself.
    expect(await page.getByRole("link", { name: "注册", exact: true }).count()).toBe(0);
    await signInWithForm(page, PARTNER_PERSON);
    await page.waitForURL(new RegExp(`${DEMO_PARTNER.redirectUrl}$`));

    const again = await newPage(PHONE);
    await again.goto(link);
    await signInWithForm(again, REPLAYER);
    await again.locator(".toast").filter({ hasText: PARTNER_MSG.handoffUsed }).waitFor();
    expect(new URL(again.url()).pathname).toBe("/user/oauthlogin");
    // The form keeps what was typed, and the button is ready again.
    expect(await again.getByPlaceholder("请输入手机号").inputValue()).toBe(REPLAYER);
    expect(await again.getByRole("button", { name: "登录", exact: true }).isEnabled()).toBe(true);

    // A link without its sign says so instead of offering a form.
    await again.goto(`${baseUrl}/user/oauthlogin?stamp=1`);
    await again.getByRole("alert").filter({ hasText: "登录链接不完整" }).waitFor();
  });

  journey(
    "a reseller's wrong code is refused with a toast, the right link signs them in as a reseller and leads to the survey",
    async (newPage) => {
      const page = await newPage(PHONE);
      await page.goto(`${baseUrl}/user/resellerlogin?auth=RS-WRONG-CODE`);
      await page.getByRole("heading", { name: "代理商登录" }).waitFor();
      // 注册 carries the reseller's code on to the registration page.
      expect(await page.getByRole("link", { name: "注册", exact: true }).getAttribute("href")).toBe("/user/reg?auth=RS-WRONG-CODE");
      await signInWithForm(page, RESELLER);
      await page.locator(".toast").filter({ hasText: PARTNER_MSG.authBad }).waitFor();

      // The code texted a moment ago was not spent on the refusal.
      await page.goto(`${baseUrl}/user/resellerlogin?auth=${DEMO_RESELLER.code}`);
      const form = page.locator("form.login-form");
      await form.getByPlaceholder("请输入手机号").fill(RESELLER);
      await form.getByPlaceholder("请输入6位验证码").fill(await smsCode(RESELLER));
      await form.getByRole("checkbox").check();
      await form.getByRole("button", { name: "登录", exact: true }).click();
      await page.waitForURL(/\/ResellerSurvey\/Index$/);
    },
  );

  journey(
    "the operator sees the demo code by its last four characters, makes a code and issues it, shown once with its link",
    async (newPage) => {
      const page = await newPage(DESKTOP);
      await signInToAdmin(page, OPERATOR);
      await page.goto(`${baseUrl}/admin/reseller-auth-codes`);
      const row = page.getByRole("row").filter({ hasText: DEMO_RESELLER.resellerName });
      await row.getByText(DEMO_RESELLER.code.slice(-4), { exact: true }).waitFor();
      // A code of its own: issuing the demo one again would void the link other journeys sign in with.
      await page.goto(`${baseUrl}/admin/reseller-auth-codes/create`);
      await page.getByLabel("代理商名称").fill("浏览器测试代理商");
      await page.getByRole("button", { name: "保存" }).click();
      await page.waitForURL(/\/admin\/reseller-auth-codes\/\d+\/show$/);
      await page.getByText("尚未生成").waitFor();
      await page.getByRole("button", { name: "生成授权码" }).click();
      const dialog = page.getByRole("dialog", { name: "代理商授权码" });
      await dialog.getByText("旧授权码立即失效").waitFor();
      await dialog.getByRole("button", { name: "生成授权码" }).click();
      const shown = dialog.getByRole("textbox", { name: "代理商授权码" });
      await dialog.getByText("授权码只显示这一次").waitFor();
      const link = await shown.inputValue();
      expect(link).toMatch(/\/user\/resellerlogin\?auth=RS-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      await page.screenshot({ path: join(artifacts, "reseller-code-issued-1280.png"), fullPage: true });
      await dialog.getByRole("button", { name: "我已复制" }).click();
      await page.getByText(link.slice(-4), { exact: true }).waitFor();
    },
  );
});
