import { describe, expect } from "bun:test";
import { join } from "node:path";
import { openAdminMenu, signInToAdmin } from "./support/admin";
import { artifacts, baseUrl, DESKTOP, PHONE, smsCode, useBrowser } from "./support/browser";
import { REVIEWER } from "./support/people";
import { closeNoticePopup, openLoginPopup, signInWithForm } from "./support/portal";

const { journey } = useBrowser();

describe("SMS sign-in in the portal", () => {
  journey(
    "a new visitor is sent from /my/index to the login page, signs up, completes the profile and lands on /my/index",
    async (newPage) => {
      const page = await newPage(DESKTOP);
      await page.goto(`${baseUrl}/my/index`);
      await page.waitForURL(/\/user\/login\?gotoUrl=/);
      expect(decodeURIComponent(page.url())).toContain("gotoUrl=/my/index");

      const form = page.locator("form.login-form");
      const login = form.getByRole("button", { name: "登录", exact: true });
      expect(await login.isDisabled()).toBe(true);

      // A wrong number first: the Chinese error shows and what was typed stays.
      await form.getByPlaceholder("请输入手机号").fill("1380013");
      await form.getByRole("button", { name: "获取验证码" }).click();
      await form.getByText("手机号格式错误").waitFor();
      expect(await form.getByPlaceholder("请输入手机号").inputValue()).toBe("1380013");

      const mobile = "13712345678";
      await form.getByPlaceholder("请输入手机号").fill(mobile);
      await form.getByRole("button", { name: "获取验证码" }).click();
      await form.getByRole("button", { name: /\d+秒后重新获取/ }).waitFor();
      await form.getByPlaceholder("请输入6位验证码").fill(await smsCode(mobile));
      await form.getByRole("checkbox").check();
      expect(await login.isDisabled()).toBe(false);
      await login.click();

      // 'newreg': the interest page first, then where the visitor was going.
      await page.waitForURL(/\/user\/interest\?gotoUrl=/);
      await page.getByLabel("中文姓名").fill("林晓雨");
      await page.getByLabel("公司名称").fill("上海星云数字营销有限公司");
      await page.getByLabel("一级行业").selectOption({ label: "信息传输、软件和信息技术服务业" });
      // Its second level shows once the page has it; submitted without one, the form asks for it.
      await page.getByLabel("二级行业").waitFor();
      await page.getByRole("button", { name: "提交" }).click();
      await page.getByRole("alert").filter({ hasText: "请选择二级行业" }).waitFor();
      await page.getByLabel("二级行业").selectOption({ index: 1 });
      await page.getByRole("button", { name: "提交" }).click();
      // Then the interest survey (tests/e2e/interest.e2e.ts tries its rules): one answer per category.
      await page.getByRole("alert").filter({ hasText: "请选择您的身份" }).waitFor();
      for (const answer of ["广告主", "市场营销", "电商零售", "初级（1-3年）", "搜索推广", "品牌曝光", "投放策略"]) {
        await page.locator("label.interest-chip").filter({ hasText: answer }).click();
      }
      await page.getByRole("button", { name: "提交" }).click();

      await page.waitForURL(/\/my\/index$/);
      await page.getByRole("heading", { name: /林晓雨/ }).waitFor();
      await page.getByText("137****5678").waitFor();

      // An operator finds the new learner in the back office.
      const office = await newPage(DESKTOP);
      await signInToAdmin(office, REVIEWER);
      await openAdminMenu(office, "用户与企业", "用户", { exact: true });
      await office.getByPlaceholder("手机号或姓名").fill(mobile);
      await office.getByRole("cell", { name: "林晓雨" }).waitFor();
    },
  );

  journey("the login page at desktop and phone widths (screenshots kept)", async (newPage) => {
    for (const [name, viewport] of [
      ["login-1280", DESKTOP],
      ["login-375", PHONE],
    ] as const) {
      const page = await newPage(viewport);
      await page.goto(`${baseUrl}/user/login?gotoUrl=%2Fmy%2Findex`);
      await page.locator("form.login-form").waitFor();
      await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
      await page.getByRole("button", { name: "《服务协议》" }).click();
      await page.getByRole("dialog", { name: /服务协议/ }).waitFor();
    }
  });

  journey("the desktop login pop-up signs in and reloads the page signed in; logout goes home", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/home/index`);
    await closeNoticePopup(page);
    const dialog = await openLoginPopup(page);
    await signInWithForm(dialog, "13712345000");
    await page.locator(".site-header").getByText("137****5000").waitFor();
    // Someone new ('newreg') is taken to the interest page first (spec 000 section 4).
    await page.waitForURL(/\/user\/interest\?gotoUrl=/);
    await page.locator(".site-header").getByText("137****5000").click();
    await page.getByRole("menuitem", { name: "退出登录" }).click();
    await page.waitForURL(/\/home\/index$/);
    await page.locator(".site-header").getByRole("button", { name: "登录" }).waitFor();
  });

  journey("a gotoUrl pointing at another site is not followed", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/user/login?gotoUrl=${encodeURIComponent("//evil.example/steal")}`);
    await signInWithForm(page, "13712345001");
    await page.waitForURL((url) => url.origin === new URL(baseUrl).origin && !url.pathname.startsWith("/user/login"));
    expect(new URL(page.url()).host).toBe(new URL(baseUrl).host);
  });
});
