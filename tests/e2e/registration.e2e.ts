import { describe, expect } from "bun:test";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { openAdminMenu, rememberSession, signInToAdmin } from "./support/admin";
import { artifacts, askForCode, baseUrl, DESKTOP, PHONE, smsCode, useBrowser } from "./support/browser";
import { OPERATOR, REVIEWER } from "./support/people";

const { journey } = useBrowser();

/** New numbers no other journey knows; an operator decides. */
const ENTERPRISE = "13900000098";
const PERSON = "13900000088";
const COMPANY = "浏览器测试·星河互动科技有限公司";

/** Counts common/reg calls from the page, to see that a refused form sends nothing. */
function countRegCalls(page: Page) {
  const calls = { n: 0 };
  page.on("request", (req) => {
    if (/\/api\/common\/reg$/i.test(new URL(req.url()).pathname)) calls.n++;
  });
  return calls;
}

/** The person's part of the form (name, industry, role), as both journeys fill it. */
async function fillPerson(page: Page, name: string) {
  await page.getByLabel(/^\*?姓名$/).fill(name);
  await page.getByLabel(/^\*?行业$/).selectOption({ index: 1 });
  await page.getByLabel(/^\*?角色$/).selectOption({ label: "广告主" });
}

/** Number, 获取验证码 (captcha off in tests), the texted code. */
async function fillMobileAndCode(page: Page, mobile: string) {
  await page.getByPlaceholder("请输入手机号").fill(mobile);
  await askForCode(page.locator("form.register-form"));
  await page.getByPlaceholder("请输入6位验证码").fill(await smsCode(mobile));
}

describe("registration as a person or an enterprise", () => {
  journey("on a phone a new person registers an enterprise from the login page, one field wrong first", async (newPage) => {
    const page = await newPage(PHONE);
    const regCalls = countRegCalls(page);
    await page.goto(`${baseUrl}/user/login`);
    await page.getByRole("link", { name: "注册", exact: true }).click();
    await page.waitForURL(/\/user\/reg$/);
    await page.getByRole("heading", { name: "注册", exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);
    const button = page.getByRole("button", { name: "注册", exact: true });

    // Nothing chosen yet: the agreement unticked keeps the button blocked; ticked, the choice is asked for.
    expect(await button.isDisabled()).toBe(true);
    await page.getByRole("checkbox", { name: "我已阅读并同意" }).check();
    await button.click();
    await page.getByRole("alert").filter({ hasText: "请选择个人或者企业" }).waitFor();

    // 企业: company name and account appear; 流量主 asks its child role, 其他 its text.
    await page.getByRole("radio", { name: "企业" }).check();
    await fillPerson(page, "周启航");
    await page.getByLabel(/^\*?角色$/).selectOption({ label: "流量主" });
    await page.getByLabel("是否已接入广告变现平台").waitFor();
    await page.getByLabel(/^\*?角色$/).selectOption({ label: "其他" });
    expect(await page.getByLabel("是否已接入广告变现平台").count()).toBe(0);
    await page.getByLabel("其他角色").fill("品牌方");
    await page.getByLabel("企业名称").fill(COMPANY);
    await fillMobileAndCode(page, ENTERPRISE);

    // No 企业账号: its message shows, nothing is sent, and what was typed stays.
    await button.click();
    await page.getByRole("alert").filter({ hasText: "请输入企业账号" }).waitFor();
    expect(regCalls.n).toBe(0);
    expect(await page.getByLabel("企业名称").inputValue()).toBe(COMPANY);
    await page.screenshot({ path: join(artifacts, "registration-enterprise-375.png"), fullPage: true });

    await page.getByLabel("企业账号").fill("xinghe_2026");
    await button.click();
    await page.getByText("注册成功！补充信息获得更多访问权限").waitFor();
    await page.getByText("企业认证申请已提交，运营审核通过后即可登录企业后台").waitFor();
    expect(regCalls.n).toBe(1);
    await page.waitForURL(/\/my\/index$/);
    await page.getByRole("heading", { name: /周启航/ }).waitFor();
    await page.getByRole("status").filter({ hasText: "企业认证审核中" }).waitFor();
    await page.screenshot({ path: join(artifacts, "registration-my-index-375.png"), fullPage: true });
    // The browser stays signed in: once approved, the back office opens in this same session.
    rememberSession(ENTERPRISE, new Map((await page.context().cookies()).map((c) => [c.name, c.value])));
  });

  journey("the operator sees the application waiting and approves it, creating the company", async (newPage) => {
    const page = await newPage(DESKTOP);
    await signInToAdmin(page, OPERATOR);
    // The dashboard counts it among the waiting work.
    await page.getByText("企业认证待审核").waitFor();

    await openAdminMenu(page, "用户与企业", "企业认证");
    await page.waitForURL(/\/admin\/enterprise-applications/);
    const row = page.getByRole("row").filter({ hasText: COMPANY });
    await row.getByText("待审核").waitFor();
    await row.getByText("xinghe_2026").waitFor();
    await page.screenshot({ path: join(artifacts, "registration-admin-list-1280.png"), fullPage: true });

    await row.getByText(COMPANY).click();
    await page.waitForURL(/\/admin\/enterprise-applications\/\d+\/show$/);
    await page.getByText("没有，通过时将新建公司").waitFor();
    await page.getByText("周启航").first().waitFor();
    await page.screenshot({ path: join(artifacts, "registration-admin-show-1280.png"), fullPage: true });

    await page.getByRole("button", { name: "通过", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "通过企业认证" });
    await dialog.getByRole("radio", { name: `新建公司「${COMPANY}」` }).check();
    await dialog.getByRole("button", { name: "通过", exact: true }).click();
    await page.getByText("已通过，申请人已收到通知").waitFor();
    await page.getByText("已通过", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "通过", exact: true }).count()).toBe(0);
    await page.getByRole("link", { name: COMPANY }).first().waitFor();
  });

  journey(
    "the new HR opens the back office in the browser they registered in, sees the company's menu, and reads the letter",
    async (newPage) => {
      const page = await newPage(DESKTOP);
      await signInToAdmin(page, ENTERPRISE);
      await page.getByText(`所属公司：${COMPANY}`).waitFor();
      await page.getByRole("menuitem", { name: "职位" }).waitFor();
      await page.getByRole("menuitem", { name: "公司主页" }).waitFor();
      expect(await page.getByRole("menuitem", { name: "企业认证" }).count()).toBe(0);

      // The same session in the portal: the letter, and the my area's note.
      await page.goto(`${baseUrl}/my/letter`);
      await page
        .getByRole("list", { name: "站内信列表" })
        .getByRole("button", { name: /企业认证已通过/ })
        .waitFor();
      await page.goto(`${baseUrl}/my/index`);
      await page.getByRole("status").filter({ hasText: "企业认证已通过" }).waitFor();
    },
  );

  journey("at 1280 px a person registers and lands on /my/index", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/user/reg`);
    await page.getByRole("heading", { name: "注册", exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("radio", { name: "个人" }).check();
    expect(await page.getByLabel("企业名称").count()).toBe(0);
    await fillPerson(page, "唐语桐");

    // A number that already has an account (this process's second operator): the server's message under the number,
    // the button usable again.
    await page.getByPlaceholder("请输入手机号").fill(REVIEWER);
    await page.getByPlaceholder("请输入6位验证码").fill("000000");
    await page.getByRole("checkbox", { name: "我已阅读并同意" }).check();
    await page.getByRole("button", { name: "注册", exact: true }).click();
    await page.getByRole("alert").filter({ hasText: "该手机号已注册，请直接登录" }).waitFor();
    expect(await page.getByRole("button", { name: "注册", exact: true }).isEnabled()).toBe(true);
    await page.getByRole("checkbox", { name: "我已阅读并同意" }).uncheck();

    await fillMobileAndCode(page, PERSON);
    await page.screenshot({ path: join(artifacts, "registration-person-1280.png"), fullPage: true });
    await page.getByRole("checkbox", { name: "我已阅读并同意" }).check();
    await page.getByRole("button", { name: "注册", exact: true }).click();
    await page.getByText("注册成功！补充信息获得更多访问权限").waitFor();
    await page.waitForURL(/\/my\/index$/);
    await page.getByRole("heading", { name: /唐语桐/ }).waitFor();
    expect(await page.getByText("企业认证审核中").count()).toBe(0);

    // The 登录 link back, and the agreement's pop-ups, on a fresh visit (screenshots of both kinds at both widths).
    for (const [name, viewport] of [
      ["registration-person-375", PHONE],
      ["registration-enterprise-1280", DESKTOP],
    ] as const) {
      const visitor = await newPage(viewport);
      await visitor.goto(`${baseUrl}/user/reg?gotoUrl=%2Fmy%2Fcard`);
      await visitor.getByRole("radio", { name: name.includes("enterprise") ? "企业" : "个人" }).check();
      await visitor.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
      expect(await visitor.getByRole("link", { name: "登录", exact: true }).getAttribute("href")).toBe("/user/login?gotoUrl=%2Fmy%2Fcard");
      await visitor.getByRole("button", { name: "《隐私政策》" }).click();
      await visitor.getByRole("dialog", { name: /隐私政策/ }).waitFor();
    }
  });
});
