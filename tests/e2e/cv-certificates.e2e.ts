import { describe, expect } from "bun:test";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { signInToAdmin } from "./support/admin";
import { artifacts, baseUrl, DESKTOP, fitsWidth, PHONE, useBrowser } from "./support/browser";
import { resumeSession, signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** The certified job seeker and the second HR of the demo HR's company (db/seed/zhaopin-certified.ts): nobody else's. */
const SEEKER = "13900000141";
const HR = "13900000142";
const NAME = "苏婉清";
const VALID = "巨量引擎营销认证（初级）";
const LAPSED = "巨量引擎营销认证（中级）";
const REVOKED = "内容营销基础认证";
/** Any mainland ID number: none may reach HR's screens. */
const ID_NUMBER = /\d{17}[\dX]/;

/** Signs the seeker in and opens 我的简历 (a person asked about interests first goes there instead). */
async function openMyCv(page: Page) {
  if (await resumeSession(page, SEEKER, "/ZhaoPin/mycv/")) return;
  await page.goto(`${baseUrl}/user/login?gotoUrl=${encodeURIComponent("/ZhaoPin/mycv/")}`);
  await signInWithForm(page, SEEKER);
  await page.waitForURL(/\/(ZhaoPin\/mycv|user\/interest)/);
  if (!page.url().includes("/ZhaoPin/mycv")) await page.goto(`${baseUrl}/ZhaoPin/mycv/`);
}

const certificatesOn = (page: Page) => page.getByRole("region", { name: "已验证证书" });
const itemOf = (page: Page, exam: string) => certificatesOn(page).getByRole("listitem").filter({ hasText: exam });

describe("verified certificates on the CV", () => {
  journey("the seeker sees 已验证 certificates on the CV with their status, opens one's verification, and hides one", async (newPage) => {
    const page = await newPage(DESKTOP);
    await openMyCv(page);
    await page.getByRole("heading", { name: new RegExp(NAME) }).waitFor();
    const section = certificatesOn(page);
    await section.getByRole("listitem").first().waitFor();
    expect(await section.getByRole("listitem").count()).toBe(3);
    for (const [exam, status] of [
      [VALID, "有效"],
      [LAPSED, "已过期"],
      [REVOKED, "已撤销"],
    ] as const) {
      const item = itemOf(page, exam);
      await item.getByText("已验证", { exact: true }).waitFor();
      await item.getByText(status, { exact: true }).waitFor();
      await item.getByText(/^证书编号 CERT\d{10}$/).waitFor();
      expect(await item.getByRole("switch", { name: `在简历中展示${exam}` }).getAttribute("aria-checked")).toBe("true");
    }
    await page.screenshot({ path: join(artifacts, "cv-certificates-1280.png"), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    // Its link opens the certificate's public verification, which agrees.
    const [verify] = await Promise.all([page.waitForEvent("popup"), itemOf(page, VALID).getByRole("link", { name: "查看验证" }).click()]);
    await verify.waitForURL(/\/certificate\/verify\?number=CERT\d{10}&code=[A-Z0-9]{4}&from=link/);
    await verify.getByText(VALID).first().waitFor();
    await verify.getByText("有效", { exact: true }).first().waitFor();
    await verify.close();

    // The lapsed one comes off the CV; after a reload it is still off, the others on.
    const lapsedSwitch = itemOf(page, LAPSED).getByRole("switch", { name: `在简历中展示${LAPSED}` });
    await lapsedSwitch.click();
    await page.getByText("已从简历中隐藏").waitFor();
    await itemOf(page, LAPSED).getByText("已隐藏", { exact: true }).waitFor();
    await page.reload();
    await itemOf(page, LAPSED).getByText("已隐藏", { exact: true }).waitFor();
    expect(await lapsedSwitch.getAttribute("aria-checked")).toBe("false");
    expect(await itemOf(page, VALID).getByRole("switch").getAttribute("aria-checked")).toBe("true");

    const phone = await newPage(PHONE);
    await openMyCv(phone);
    await itemOf(phone, LAPSED).getByText("已隐藏", { exact: true }).waitFor();
    await phone.screenshot({ path: join(artifacts, "cv-certificates-375.png"), fullPage: true });
    await fitsWidth(phone);
    await expectNoSeriousA11yViolations(phone);
  });

  journey(
    "HR sees the shown ones on the application and in 人才库, their status read now, and filters the pool by certificate",
    async (newPage) => {
      const page = await newPage(DESKTOP);
      await signInToAdmin(page, HR);

      // 投递管理: the row shows her certificates with their status; the hidden one is not there.
      await page.goto(`${baseUrl}/admin/applications`);
      const row = page.getByRole("row").filter({ hasText: NAME });
      await row.getByText(`${VALID} · 有效`).waitFor();
      await row.getByText(`${REVOKED} · 已撤销`).waitFor();
      expect(await row.getByText(LAPSED).count()).toBe(0);
      await row.click();
      await page.waitForURL(/\/admin\/applications\/\d+\/show$/);
      const cv = page.getByRole("heading", { name: "已验证证书" }).locator("..");
      await cv.getByText(VALID).waitFor();
      await cv.getByText(REVOKED).waitFor();
      await cv.getByText("已撤销", { exact: true }).waitFor();
      expect(await cv.getByText("已验证", { exact: true }).count()).toBe(2);
      expect(await page.getByText(LAPSED).count()).toBe(0);
      expect(await page.locator("body").textContent()).not.toMatch(ID_NUMBER);
      await page.screenshot({ path: join(artifacts, "cv-certificates-application-1280.png"), fullPage: true });
      await expectNoSeriousA11yViolations(page);

      // 人才库: by the certificate, valid only: she is there; by the one she hid, she is not.
      await page.goto(`${baseUrl}/admin/talent-pool`);
      await page.getByRole("row").filter({ hasText: NAME }).getByText(`${VALID} · 有效`).waitFor();
      await page.getByRole("combobox", { name: "证书" }).click();
      await page.getByRole("option", { name: VALID }).click();
      await page.getByLabel("仅显示有效证书").check();
      await page.waitForURL(/validOnly/);
      await page.getByRole("row").filter({ hasText: NAME }).waitFor();
      expect(await page.locator("body").textContent()).not.toMatch(ID_NUMBER);
      await page.screenshot({ path: join(artifacts, "cv-certificates-talent-1280.png"), fullPage: true });
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("combobox", { name: "证书" }).click();
      await page.getByRole("option", { name: LAPSED }).click();
      await page.waitForURL((url) => decodeURIComponent(url.toString()).includes(LAPSED));
      await page.getByRole("row").filter({ hasText: NAME }).waitFor({ state: "detached" });

      // On a phone: the pool's card names her certificates too.
      const phone = await newPage(PHONE);
      await signInToAdmin(phone, HR);
      await phone.goto(`${baseUrl}/admin/talent-pool`);
      await phone.getByText(`${VALID}（有效）、${REVOKED}（已撤销）`).waitFor();
      await phone.screenshot({ path: join(artifacts, "cv-certificates-talent-375.png"), fullPage: true });
      await fitsWidth(phone);
      await expectNoSeriousA11yViolations(phone);
      await phone.goto(`${baseUrl}/admin/applications`);
      await phone.getByText(`${VALID}（有效）、${REVOKED}（已撤销）`).waitFor();
      await phone.screenshot({ path: join(artifacts, "cv-certificates-applications-375.png"), fullPage: true });
      await fitsWidth(phone);
    },
  );
});
