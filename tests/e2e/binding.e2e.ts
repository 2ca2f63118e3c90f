import { describe, expect } from "bun:test";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { signInToAdmin } from "./support/admin";
import { artifacts, baseUrl, DESKTOP, fitsWidth, PHONE, useBrowser } from "./support/browser";
import { REVIEWER } from "./support/people";
import { signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** The demo HR (db/seed/users.ts: the first company's enterprise account). */
const HR = "13900000001";
const HR_COMPANY = "雨欣水产";
/** New people (not demo learners: no other journey knows them); signing in the first time makes their account. */
const COMPANY_LEARNER = "13900000061";
const CARD_LEARNER = "13900000062";

/** A new account is first asked its interests (/user/interest); this person goes straight on to where they were going. */
async function skipInterest(page: Page, path: string) {
  await page.waitForURL(/\/user\/interest|\/my\//);
  if (page.url().includes("/user/interest")) await page.goto(`${baseUrl}${path}`);
}

describe("company binding and learning cards", () => {
  journey("a learner asks to bind the company, its HR approves in the back office, the learner is bound and lettered", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/my/bindcompany`);
    await page.waitForURL(/\/user\/login\?gotoUrl=/);
    await signInWithForm(page, COMPANY_LEARNER);
    await skipInterest(page, "/my/bindcompany");
    await page.getByRole("heading", { name: "绑定公司", level: 1 }).waitFor();
    await page.getByText("您还没有绑定公司").waitFor();

    // Nothing chosen: the field says so and nothing is sent.
    await page.getByRole("button", { name: "申请绑定" }).click();
    await page.getByText("请选择要绑定的公司").waitFor();
    const select = page.getByLabel("选择公司");
    // The demo HR's (db/seed/users.ts: the first seeded company); other journeys may make more companies bindable.
    const company = HR_COMPANY;
    await select.selectOption({ label: company });
    await page.getByLabel("工号").fill("E2E-061");
    await page.getByRole("button", { name: "申请绑定" }).click();
    const confirm = page.getByRole("dialog");
    await confirm.getByText(`确定与公司【${company}】绑定?`).waitFor();
    await confirm.getByRole("button", { name: "确定" }).click();
    await page.getByText("绑定申请已提交，请等待企业审核").first().waitFor();
    await page.getByText("待企业审核", { exact: true }).waitFor();
    await page.screenshot({ path: join(artifacts, "bindcompany-pending-1280.png"), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    // The company's HR finds it in 企业绑定申请 (their own company's only) and approves it.
    const admin = await newPage(DESKTOP);
    await signInToAdmin(admin, HR);
    await admin.getByRole("menuitem", { name: "企业绑定申请" }).click();
    const row = admin.getByRole("row").filter({ hasText: "E2E-061" });
    await row.getByText("139****0061").waitFor();
    await admin.screenshot({ path: join(artifacts, "company-bindings-hr-1280.png"), fullPage: true });
    await row.getByRole("link", { name: "审核" }).click();
    await admin.getByRole("combobox", { name: "审核结果" }).click();
    await admin.getByRole("option", { name: "已通过" }).click();
    await admin.getByRole("button", { name: "保存" }).click();
    await admin.waitForURL(/\/admin\/company-bindings(\?|$)/);
    // Decided, it leaves the list of those waiting (the demo's two other requests stay).
    await admin.getByRole("row").filter({ hasText: "E2E-061" }).waitFor({ state: "detached" });
    await admin.getByRole("row").filter({ hasText: "139****0039" }).waitFor();

    // The learner reads the letter and sees the company as theirs.
    await page.goto(`${baseUrl}/my/letter`);
    await page
      .getByRole("list", { name: "站内信列表" })
      .getByRole("button", { name: /企业绑定审核通过/ })
      .click();
    await page.getByRole("region", { name: "站内信详情" }).getByText(`您与公司【${company}】的绑定申请已通过审核`).waitFor();
    await page.goto(`${baseUrl}/my/bindcompany`);
    const current = page.getByRole("region", { name: "当前绑定" });
    await current.getByText(company, { exact: true }).waitFor();
    await current.getByText("已绑定", { exact: true }).waitFor();
    await page.screenshot({ path: join(artifacts, "bindcompany-bound-1280.png"), fullPage: true });

    // Unbinding: confirmed, 解绑成功, and the page reloads after 2 s without the binding.
    await current.getByRole("button", { name: "解除绑定" }).click();
    await page.getByRole("dialog").getByText(`确定解除与公司【${company}】的绑定?`).waitFor();
    const reloaded = page.waitForEvent("load");
    await page.getByRole("dialog").getByRole("button", { name: "确定" }).click();
    await page.getByText("解绑成功").waitFor();
    await reloaded;
    await current.getByText("您还没有绑定公司").waitFor();
  });

  journey(
    "an operator issues a card batch, a learner on a phone binds a card from its link and sees the course it granted",
    async (newPage) => {
      const admin = await newPage(DESKTOP);
      await signInToAdmin(admin, REVIEWER);
      await admin.goto(`${baseUrl}/admin/card-batches/create`);
      await admin.getByLabel("批次名称").fill("浏览器测试卡");
      await admin.getByLabel("数量").fill("2");
      await admin.getByRole("combobox", { name: "包含课程" }).click();
      const option = admin.getByRole("option").first();
      const courseTitle = (await option.textContent())!.trim();
      await option.click();
      const [download] = await Promise.all([admin.waitForEvent("download"), admin.getByRole("button", { name: "保存" }).click()]);
      const csv = await readFile((await download.path())!, "utf8");
      const [, first] = csv.trim().split(/\r?\n/);
      const [cardNo, password] = first!.split(",");
      expect(cardNo).toMatch(/^XK\d{10}$/);
      await admin.getByText("学习卡已生成").waitFor();
      await admin.getByRole("cell", { name: cardNo! }).waitFor();
      await admin.screenshot({ path: join(artifacts, "card-batch-1280.png"), fullPage: true });

      // The card's link asks my/bind with the number only: code 9 opens card binding with it filled in.
      const page = await newPage(PHONE);
      await page.goto(`${baseUrl}/my/card?cardNo=${cardNo}`);
      await page.waitForURL(/\/user\/login\?gotoUrl=/);
      await signInWithForm(page, CARD_LEARNER);
      await skipInterest(page, `/my/card?cardNo=${cardNo}`);
      await page.waitForURL(/\/my\/BindCard\?cardNo=/);
      expect(await page.getByLabel("卡号").inputValue()).toBe(cardNo!);

      // A wrong password: the message under the field, what was typed kept.
      await page.getByLabel("密码").fill("2222-3333-4444");
      await page.getByRole("button", { name: "立即绑定" }).click();
      await page.getByText("卡号或密码错误，请核对后重新输入").waitFor();
      expect(await page.getByLabel("密码").inputValue()).toBe("2222-3333-4444");
      await page.screenshot({ path: join(artifacts, "bindcard-375.png"), fullPage: true });
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel("密码").fill(password!.toLowerCase());
      await page.getByRole("button", { name: "立即绑定" }).click();
      await page.getByText("绑定成功").waitFor();
      await page.waitForURL(/\/my\/index$/);

      await page.goto(`${baseUrl}/my/card`);
      const card = page.getByRole("region", { name: `学习卡 ${cardNo}` });
      await card.getByText("浏览器测试卡").waitFor();
      await card.getByRole("link", { name: courseTitle }).waitFor();
      await page.screenshot({ path: join(artifacts, "card-375.png"), fullPage: true });
      await expectNoSeriousA11yViolations(page);
      await fitsWidth(page);
    },
  );
});
