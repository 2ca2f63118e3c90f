import { describe, expect } from "bun:test";
import { join } from "node:path";
import type { Page } from "playwright-core";
import type { PositionFunnel, PositionRow } from "@/api/contract/zhaopin-admin";
import { signIn, testClient } from "@/tests/support/client";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { adminApi, signInToAdmin } from "./support/admin";
import { artifacts, baseUrl, DESKTOP, fitsWidth, PHONE, useBrowser } from "./support/browser";
import { browserCookies } from "./support/people";
import { okCall } from "./support/zhaopin";

const { journey } = useBrowser();

/** The demo HR of 雨欣水产 (db/seed/users.ts) and a candidate no other journey knows. */
const HR = "13900000001";
const CANDIDATE = "13900000196";
const NAME = "漏斗候选";
const STEPS = ["views", "applications", "invited", "accepted"] as const;

/** The figures of the 招聘漏斗 card as HR reads them: each step's first number. */
async function funnelOn(page: Page) {
  const card = page.getByRole("region", { name: "招聘漏斗" });
  await card.locator('li[data-step="accepted"]').getByText(/^\d+$/).waitFor();
  const figures: Record<string, number> = {};
  for (const step of STEPS) figures[step] = Number(/\d+/.exec((await card.locator(`li[data-step="${step}"]`).textContent()) ?? "")?.[0]);
  return figures as PositionFunnel;
}

/**
 * The candidate signs in through the portal's calls and writes a complete CV wanting the position's type in its city
 * (any pay), so 为你推荐 offers it; answers the session's cookie jar.
 */
async function candidateWants(position: PositionRow) {
  const client = testClient(baseUrl, { ip: "10.196.0.1" });
  expect((await signIn(client, baseUrl, CANDIDATE)).code).toBe(0);
  const ok = okCall(client);
  await ok("ZhaoPin/SetMyCV", {
    chineseName: NAME,
    sex: 1,
    age: 26,
    workYears: "1-3年",
    province: position.province,
    city: position.city,
    education: "本科",
    workStyle: "全职",
    jobStatus: 4,
  });
  await ok("ZhaoPin/SetMyCVWork", {
    list: [{ id: 0, startTime: "2021/07", endTime: "", companyName: "某某水产", position: "专员", salary: "8-12K" }],
  });
  await ok("ZhaoPin/SetMyCVEducation", {
    list: [{ id: 0, startTime: "2017/09", endTime: "2021/06", university: "浙江大学", major: "水产养殖", education: "本科" }],
  });
  await ok("ZhaoPin/SetMyCVPosition", {
    list: [
      {
        id: 0,
        positionType: position.positionType,
        salaryRange: "面议",
        education: "本科",
        province: position.province,
        city: position.city,
      },
    ],
  });
  const recommended = await ok("ZhaoPin/GetRecommendedPositions");
  expect(recommended.list.slice(0, 4).map((p: { id: number }) => p.id)).toContain(position.id);
  return client.cookies;
}

describe("where applications come from, and a position's funnel", () => {
  journey(
    "HR reads a demo position's 招聘漏斗; a candidate opens it from 为你推荐 and applies; the funnel moves and 投递管理 shows 来源 为你推荐",
    async (newPage) => {
      // HR: one of its open demo positions that has applications already.
      const page = await newPage(DESKTOP);
      await signInToAdmin(page, HR);
      const filter = encodeURIComponent(JSON.stringify({ status: "open" }));
      const listed = await adminApi<PositionRow[]>(page, "GET", `/positions?filter=${filter}&sort=["id","ASC"]&range=[0,99]`);
      expect(listed.status).toBe(200);
      let position: PositionRow | undefined;
      for (const p of listed.json) {
        if (p.suspendedAt || (p.expiresAt && new Date(p.expiresAt).getTime() < Date.now())) continue;
        const funnel = await adminApi<PositionFunnel>(page, "GET", `/positions/${p.id}/funnel`);
        if (funnel.json.applications > 0) {
          position = p;
          break;
        }
      }
      expect(position).toBeDefined();
      const target = position!;

      await page.goto(`${baseUrl}/admin/positions/${target.id}/show`);
      await page.getByRole("heading", { name: "招聘漏斗" }).waitFor();
      const before = await funnelOn(page);
      expect(before.applications).toBeGreaterThan(0);
      for (const label of ["浏览", "投递", "邀请面试", "接受邀请"])
        await page.getByRole("region", { name: "招聘漏斗" }).getByText(label).first().waitFor();
      await page
        .getByRole("region", { name: "招聘漏斗" })
        .getByText(/转化率/)
        .first()
        .waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: join(artifacts, "zhaopin-funnel-1280.png"), fullPage: true });

      // The candidate, on a phone: /ZhaoPin leads with 为你推荐, whose card says where it was (?from=recommend).
      const cookies = await candidateWants(target);
      const phone = await newPage(PHONE);
      await phone.context().addCookies(browserCookies(cookies));
      await phone.goto(`${baseUrl}/ZhaoPin`);
      const recommended = phone.getByRole("region", { name: "为你推荐" });
      await recommended
        .getByRole("link", { name: new RegExp(target.name) })
        .first()
        .click();
      await phone.waitForURL(new RegExp(`/ZhaoPin/Detail/${target.id}\\?from=recommend$`));
      await phone.getByRole("heading", { name: target.name }).waitFor();

      // 分享 copies the address with ?from=share.
      await phone.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(baseUrl).origin });
      await phone.getByRole("button", { name: "分享" }).click();
      await phone.getByText("链接已复制").waitFor();
      expect(await phone.evaluate(() => navigator.clipboard.readText())).toBe(
        `${new URL(baseUrl).origin}/ZhaoPin/Detail/${target.id}?from=share`,
      );
      await fitsWidth(phone);
      await expectNoSeriousA11yViolations(phone);

      await phone.getByRole("button", { name: "投递简历" }).click();
      const confirm = phone.getByRole("dialog", { name: "投递简历" });
      await confirm.getByRole("button", { name: "确认投递" }).click();
      await confirm.waitFor({ state: "detached" });
      await phone.getByRole("button", { name: "已投递" }).waitFor();

      // HR: the funnel counts the view and the application.
      await page.reload();
      await page.getByRole("heading", { name: "招聘漏斗" }).waitFor();
      const after = await funnelOn(page);
      expect(after.views).toBeGreaterThan(before.views);
      expect(after.applications).toBe(before.applications + 1);

      // 投递管理: the candidate's row says 为你推荐, and the 来源 filter finds it.
      await page.goto(`${baseUrl}/admin/applications`);
      const row = page.locator("tbody tr", { hasText: NAME });
      await row.getByText("为你推荐").waitFor();
      await page.getByRole("columnheader", { name: "来源" }).waitFor();
      await fitsWidth(page, DESKTOP.width);
      await page.screenshot({ path: join(artifacts, "zhaopin-applications-sources-1280.png") });
      await page.getByLabel("来源").click();
      await page.getByRole("option", { name: "分享链接" }).click();
      await row.waitFor({ state: "detached" });
      await page.getByLabel("来源").click();
      await page.getByRole("option", { name: "为你推荐" }).click();
      await row.getByText("为你推荐").waitFor();
      await fitsWidth(page, DESKTOP.width);
      await page.screenshot({ path: join(artifacts, "zhaopin-sources-1280.png") });
    },
  );
});
