import { describe, expect } from "bun:test";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { baseUrl, PHONE, useBrowser } from "./support/browser";
import { signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** A number no demo person and no earlier run holds: a new person with no CV. */
const freshMobile = () => `136${String(Date.now()).slice(-8)}`;

describe("my CV", () => {
  journey(
    "a new person on a phone builds a CV (a wrong work date first), is told what is missing, completes it and goes public",
    async (newPage) => {
      const page = await newPage(PHONE);
      await page.goto(`${baseUrl}/user/login?gotoUrl=${encodeURIComponent("/ZhaoPin/mycv/")}`);
      await signInWithForm(page, freshMobile());
      // A new registrant is asked about their interests first; they go to their CV instead.
      await page.waitForURL(/\/user\/interest/);
      await page.goto(`${baseUrl}/ZhaoPin/mycv/`);
      await page.getByRole("heading", { name: "我的简历" }).waitFor();
      expect(await page.title()).toContain("我的简历");
      await expectNoSeriousA11yViolations(page);

      // A work item whose start is later than its end: the message, and nothing saved.
      await page.getByRole("button", { name: "编辑工作经历" }).click();
      const works = page.getByRole("dialog", { name: "编辑工作经历" });
      const row = works.getByRole("listitem", { name: "工作经历 1" });
      await row.getByLabel("开始时间").fill("2023-06");
      await row.getByLabel("结束时间").fill("2023-05");
      await row.getByLabel("公司名称").fill("广州星辰网络科技有限公司");
      await row.getByLabel("职位名称").fill("广告优化师");
      await works.getByRole("button", { name: "保存" }).click();
      await row.getByText("开始时间不能晚于结束时间").waitFor();
      expect(await page.getByText("添加工作经历，展示您的职业成长").count()).toBe(1);
      expect(await row.getByLabel("公司名称").inputValue()).toBe("广州星辰网络科技有限公司");
      await expectNoSeriousA11yViolations(page, "工作经历弹窗");
      await row.getByLabel("开始时间").fill("2021-03");
      await works.getByRole("button", { name: "保存" }).click();
      await works.waitFor({ state: "detached" });
      await page.getByText("广州星辰网络科技有限公司").waitFor();
      await page.getByText("2021/03 - 2023/05").waitFor();

      // The base info creates the CV; the province starts at the spec's 北京 with its first city.
      await page.getByRole("button", { name: "创建简历" }).click();
      const base = page.getByRole("dialog", { name: "创建简历 · 基本信息" });
      // Sent empty: each missing field says so under itself.
      await base.getByRole("button", { name: "保存" }).click();
      for (const msg of ["请输入姓名", "请选择性别", "请选择学历", "请选择求职状态"])
        await base.getByRole("alert").filter({ hasText: msg }).waitFor();
      await base.getByLabel("姓名").fill("周子涵");
      await base.getByLabel("性别").selectOption({ label: "女" });
      await base.getByLabel("最高学历").selectOption("本科");
      await base.getByLabel("求职状态").selectOption({ label: "随时到岗" });
      await page.waitForFunction(
        () => (document.querySelector('select[aria-label="城市"]') as HTMLSelectElement | null)?.value === "北京市",
      );
      await base.getByRole("button", { name: "保存" }).click();
      await base.waitFor({ state: "detached" });
      await page.getByRole("heading", { name: /周子涵/ }).waitFor();

      await page.getByRole("button", { name: "编辑教育经历" }).click();
      const edu = page.getByRole("dialog", { name: "编辑教育经历" });
      const school = edu.getByRole("listitem", { name: "教育经历 1" });
      await school.getByLabel("入学时间").fill("2016-09");
      await school.getByLabel("毕业时间").fill("2020-06");
      await school.getByLabel("学校名称").fill("暨南大学");
      await school.getByLabel("专业").fill("市场营销");
      await school.getByLabel("学历").selectOption("本科");
      await edu.getByRole("button", { name: "保存" }).click();
      await edu.waitFor({ state: "detached" });
      await page.getByText("暨南大学").waitFor();

      // Going public with no job intention: confirmed, then the blocking pop-up names what is missing.
      const toggle = page.getByRole("switch", { name: "公开简历" });
      expect(await toggle.getAttribute("aria-checked")).toBe("false");
      await toggle.click();
      await page.getByRole("dialog", { name: "公开简历" }).getByRole("button", { name: "确定公开" }).click();
      const missing = page.getByRole("dialog", { name: "简历未完善" });
      await missing.getByText("求职意向未完善").waitFor();
      expect(await missing.getByRole("listitem").allTextContents()).toEqual(["求职意向未完善"]);
      await page.keyboard.press("Escape");
      expect(await missing.isVisible()).toBe(true);
      await missing.getByRole("button", { name: "去完善" }).click();
      await missing.waitFor({ state: "detached" });
      expect(await toggle.getAttribute("aria-checked")).toBe("false");

      // The intention: a new province reloads its cities and picks the first.
      await page.getByRole("button", { name: "编辑求职意向" }).click();
      const intent = page.getByRole("dialog", { name: "编辑求职意向" });
      const wish = intent.getByRole("listitem", { name: "求职意向 1" });
      await wish.getByLabel("期望职位").selectOption("广告优化师");
      await wish.getByLabel("期望薪资").selectOption("8-12K");
      await wish.getByLabel("学历要求").selectOption("本科");
      await wish.getByLabel("期望城市").selectOption({ label: "广东省" });
      const city = wish.getByRole("combobox", { name: "城市", exact: true });
      await page.waitForFunction((el) => (el as HTMLSelectElement).value === "广州市", await city.elementHandle());
      await intent.getByRole("button", { name: "保存" }).click();
      await intent.waitFor({ state: "detached" });
      await page.getByText("广东省 广州市 · 本科").waitFor();
      await page.getByText("简历已完善，可以公开和投递").waitFor();

      await toggle.click();
      await page.getByRole("dialog", { name: "公开简历" }).getByRole("button", { name: "确定公开" }).click();
      await page.waitForFunction(() => document.querySelector('[role="switch"]')?.getAttribute("aria-checked") === "true");

      await page.reload();
      await page.getByRole("heading", { name: /周子涵/ }).waitFor();
      expect(await page.getByRole("switch", { name: "公开简历" }).getAttribute("aria-checked")).toBe("true");
      await page.getByText("企业HR可以在人才库中找到您").waitFor();
    },
  );
});
