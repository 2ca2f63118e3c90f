import { describe, expect } from "bun:test";
import { baseUrl, fitsWidth, PHONE, useBrowser } from "./support/browser";
import { signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** A demo candidate with a public CV and job intentions (db/seed/zhaopin-cv.ts) no other journey signs in as. */
const CANDIDATE = "13900000093";
/** A demo company to block (the demo HR's, db/seed/users.ts). */
const COMPANY = "雨欣水产";

describe("a candidate's privacy and 为你推荐", () => {
  journey(
    "on a phone, the candidate blocks a company from the CV page and lifts it; 为你推荐 and 谁获取了我的联系方式 are there",
    async (newPage) => {
      const page = await newPage(PHONE);
      await page.goto(`${baseUrl}/user/login?gotoUrl=${encodeURIComponent("/ZhaoPin/mycv")}`);
      await signInWithForm(page, CANDIDATE);
      await page.waitForURL(/\/ZhaoPin\/mycv/);

      await page.getByRole("region", { name: "谁获取了我的联系方式" }).waitFor();
      const blocked = page.getByRole("region", { name: "屏蔽企业" });
      await blocked.getByRole("combobox").fill(COMPANY.slice(0, 2));
      await page.getByRole("option", { name: COMPANY }).click();
      await page.getByText("已屏蔽该企业").waitFor();
      await blocked.getByText(COMPANY, { exact: true }).waitFor();
      await fitsWidth(page);
      // Kept over a reload; lifted again.
      await page.reload();
      await blocked.getByText(COMPANY, { exact: true }).waitFor();
      await blocked.getByRole("button", { name: "取消屏蔽" }).click();
      await page.getByText("已取消屏蔽").waitFor();
      expect(await blocked.getByRole("button", { name: "取消屏蔽" }).count()).toBe(0);

      // The position list leads with 为你推荐, from the CV's intentions.
      await page.goto(`${baseUrl}/ZhaoPin`);
      const recommended = page.getByRole("region", { name: "为你推荐" });
      await recommended.getByRole("link", { name: "调整求职意向" }).waitFor();
      const reasons = await recommended.locator(".zp-recommend__why").allTextContents();
      expect(reasons.every((r) => r.startsWith("匹配："))).toBe(true);
      await fitsWidth(page);
    },
  );
});
