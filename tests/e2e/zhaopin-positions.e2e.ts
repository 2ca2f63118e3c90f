import { describe, expect } from "bun:test";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { baseUrl, PHONE, useBrowser } from "./support/browser";
import { signInWithForm } from "./support/portal";

/** The demo candidate with a complete (private) CV (db/seed/zhaopin-positions.ts). */
const CANDIDATE = "13900000025";

const { journey } = useBrowser();

describe("positions for candidates", () => {
  journey(
    "a visitor on a phone filters the list and opens a position (JSON-LD), signs in, favourites it, sends the CV, sees 已投递 and withdraws it on /ZhaoPin/Applied",
    async (newPage) => {
      const page = await newPage(PHONE);
      const res = await page.goto(`${baseUrl}/ZhaoPin/`);
      // The pages run no inline script: the JSON-LD below is a data block, allowed under this policy.
      const scriptSrc = (res?.headers()["content-security-policy"] ?? "").split(";").find((d) => d.trim().startsWith("script-src"));
      expect(scriptSrc?.trim()).toStartWith("script-src 'self'");
      expect(scriptSrc).not.toContain("unsafe-inline");
      await page.getByRole("heading", { name: "招聘职位" }).waitFor();
      await page.getByRole("list", { name: "职位列表" }).waitFor();
      await expectNoSeriousA11yViolations(page);

      // On a phone the filters live in a sheet behind 筛选.
      await page.getByRole("button", { name: "筛选" }).click();
      const sheet = page.getByRole("dialog", { name: "筛选职位" });
      await sheet.waitFor();
      await sheet.getByLabel("职位类型").selectOption("运营");
      await sheet.getByRole("combobox", { name: "省份" }).selectOption("浙江省");
      await sheet.getByRole("combobox", { name: "城市" }).selectOption("杭州市");
      await expectNoSeriousA11yViolations(page);
      await sheet.getByRole("button", { name: "确定" }).click();
      await page.waitForURL(/positionType=/);
      expect(decodeURIComponent(page.url())).toContain("city=杭州市");
      const list = page.getByRole("list", { name: "职位列表" });
      await list.getByRole("link", { name: /电商运营/ }).waitFor();
      // The list keeps its last page until the filtered one arrives: wait for every position to be in 杭州市.
      await page.waitForFunction(() => {
        const facts = [...document.querySelectorAll('[aria-label="职位列表"] .zp-facts')].map((f) => f.textContent ?? "");
        return facts.length > 0 && facts.every((f) => f.includes("杭州市"));
      });
      await page.getByRole("button", { name: /筛选\s*3/ }).waitFor();

      // The position: a JobPosting for search engines.
      await list
        .getByRole("link", { name: /电商运营/ })
        .first()
        .click();
      await page.waitForURL(/\/ZhaoPin\/Detail\/\d+\?from=list$/);
      await page.getByRole("heading", { name: "电商运营" }).waitFor();
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
      expect(ld).toMatchObject({
        "@type": "JobPosting",
        title: "电商运营",
        hiringOrganization: { "@type": "Organization" },
        jobLocation: { address: { addressLocality: "杭州市", addressCountry: "CN" } },
        baseSalary: { currency: "CNY", value: { unitText: "MONTH" } },
      });
      expect(ld.datePosted).toBeTruthy();
      expect(ld.validThrough).toBeTruthy();
      await expectNoSeriousA11yViolations(page);

      // A visitor is sent to sign in, and comes back to the position.
      const detailUrl = page.url();
      await page.getByRole("button", { name: "投递简历" }).click();
      await page.waitForURL(/\/user\/login/);
      await signInWithForm(page, CANDIDATE);
      await page.waitForURL(detailUrl);

      // Favourite: toggles at once and stays after a reload.
      const collect = page.getByRole("button", { name: /收藏/ });
      await collect.click();
      await page.getByRole("button", { name: "已收藏" }).waitFor();
      await page.reload();
      await page.getByRole("button", { name: "已收藏" }).waitFor();

      // Send: the confirmation pop-up closes on success and the button shows 已投递.
      await page.getByRole("button", { name: "投递简历" }).click();
      const confirm = page.getByRole("dialog", { name: "投递简历" });
      await confirm.waitFor();
      await confirm.getByRole("button", { name: "确认投递" }).click();
      await confirm.waitFor({ state: "detached" });
      await page.getByText("投递成功").first().waitFor();
      await page.getByRole("button", { name: "已投递" }).waitFor();
      expect(await page.getByRole("button", { name: "已投递" }).isDisabled()).toBe(true);

      // The applied page lists it; withdrawing it moves it to 已撤回.
      await page.goto(`${baseUrl}/ZhaoPin/Applied`);
      await page.getByRole("heading", { name: "我的投递" }).waitFor();
      const row = page.locator(".zp-applied", { hasText: "电商运营" });
      await row.getByText("投递成功").waitFor();
      await expectNoSeriousA11yViolations(page);
      await row.getByRole("button", { name: "撤回" }).click();
      const ask = page.getByRole("dialog", { name: "请确认" });
      await ask.getByRole("button", { name: "撤回" }).click();
      await row.getByText("已撤回").waitFor();
      expect(await row.getByRole("button", { name: "撤回" }).count()).toBe(0);
      await page.getByRole("tab", { name: /已撤回/ }).click();
      await page.waitForURL(/key=withdrawn/);
      await page.locator(".zp-applied", { hasText: "电商运营" }).waitFor();

      // Back on the position, it may be sent again.
      await page.goto(detailUrl);
      await page.getByRole("button", { name: "重新投递" }).waitFor();
    },
  );
});
