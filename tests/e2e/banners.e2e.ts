import { describe, expect } from "bun:test";
import { join } from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { openAdminMenu, signInToAdmin } from "./support/admin";
import { artifacts, baseUrl, DESKTOP, framesDrawn, PHONE, useBrowser } from "./support/browser";
import { OPERATOR } from "./support/people";

const { journey } = useBrowser();

/** Each slide's share of the strip's width that is on screen (1 whole, 0 hidden), left to right. */
const shown = (page: Page) =>
  page.locator(".swiper__track").evaluate((track) => {
    const box = track.getBoundingClientRect();
    return [...track.children].map((li) => {
      const r = li.getBoundingClientRect();
      const visible = Math.max(0, Math.min(r.right, box.right) - Math.max(r.left, box.left));
      return Math.round((visible / r.width) * 100) / 100;
    });
  });

/** The page's layout shift score so far, counted from before its first paint. */
const CLS_OBSERVER = () => {
  const w = window as unknown as { cls: number };
  w.cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.cls += e.value;
  }).observe({ type: "layout-shift", buffered: true });
};

const atEnd = () => {
  const track = document.querySelector(".swiper__track")!;
  return track.scrollLeft >= track.scrollWidth - track.clientWidth - 1;
};

const imagesLoaded = (page: Page) =>
  page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>(".swiper img")].slice(0, 4).every((img) => img.complete));

describe("Operators' banners: a strip of slides above the catalogue and the certification index", () => {
  journey("on a desktop four slides show, the arrow moves the strip by one, and a slide leads to its page", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/Learning/List?isLive=1`);
    const strip = page.getByRole("region", { name: "推荐" });
    await strip.waitFor();
    await imagesLoaded(page);
    expect(await shown(page)).toEqual([1, 1, 1, 1, 0]);
    await page.screenshot({ path: join(artifacts, "banners-1280.png") });

    // Five slides, four across: one step reaches the end, and the arrow that would go further goes away.
    await strip.getByRole("button", { name: "下一张" }).click();
    await page.waitForFunction(atEnd);
    expect(await shown(page)).toEqual([0, 1, 1, 1, 1]);
    expect(await strip.getByRole("button", { name: "第2张" }).getAttribute("aria-current")).toBe("true");
    expect(await strip.getByRole("button", { name: "下一张" }).isVisible()).toBe(false);

    await strip.getByRole("link", { name: "精选好课" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/MoocTraining/Detail/"));
  });

  journey("on a phone one slide shows with a peek of the next, and the dots move it", async (newPage) => {
    const page = await newPage(PHONE);
    await page.goto(`${baseUrl}/certification/exam`);
    const strip = page.getByRole("region", { name: "推荐" });
    await strip.waitFor();
    await imagesLoaded(page);
    const [first, second] = await shown(page);
    expect(first).toBe(1);
    // 1.1 slides across: the next one shows a tenth of itself.
    expect(second).toBeCloseTo(0.1, 1);
    await page.screenshot({ path: join(artifacts, "banners-375.png") });

    await strip.getByRole("button", { name: "第3张" }).click();
    await page.waitForFunction(atEnd);
    expect((await shown(page))[2]).toBe(1);
    await strip.getByRole("link", { name: "备考先学课" }).click();
    await page.waitForURL((url) => url.pathname === "/Learning/List");
  });

  journey("the list below does not move when the banners and their images arrive", async (newPage) => {
    for (const [viewport, path] of [
      [DESKTOP, "/Learning/List"],
      [PHONE, "/Learning/List?isLive=1"],
      [DESKTOP, "/certification/exam"],
    ] as const) {
      const page = await newPage(viewport);
      await page.addInitScript(CLS_OBSERVER);
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole("region", { name: "推荐" }).waitFor();
      await imagesLoaded(page);
      await framesDrawn(page);
      expect({ path, cls: await page.evaluate(() => (window as unknown as { cls: number }).cls) }).toEqual({ path, cls: 0 });
    }
  });

  journey(
    "an operator uploads a banner with an outside link; it shows last on the catalogue (the form's default place), opening a new tab",
    async (newPage) => {
      const admin = await newPage();
      await signInToAdmin(admin, OPERATOR);
      await admin.getByText("用户总数").waitFor();
      await openAdminMenu(admin, "内容与帮助", "横幅");
      await admin.getByRole("link", { name: "新建" }).click();
      const image = await sharp({ create: { width: 1200, height: 400, channels: 3, background: "#0b3fb8" } })
        .webp()
        .toBuffer();
      await admin.locator('input[type="file"]').setInputFiles({ name: "partner.webp", mimeType: "image/webp", buffer: image });
      await admin.getByText("已上传 partner.webp").waitFor();
      // Typed once the form has settled (react-admin resets a new form to its defaults as it mounts).
      await admin.getByRole("textbox", { name: "标题" }).fill("合作伙伴活动");
      await admin.getByRole("textbox", { name: "链接" }).fill("https://example.com/partner");
      await admin.getByRole("spinbutton", { name: "排序" }).fill("99");
      await admin.screenshot({ path: join(artifacts, "banners-admin-form.png"), fullPage: true });
      await admin.getByRole("button", { name: "保存" }).click();
      // Saved, back on the list: found by its title.
      await admin.getByRole("columnheader", { name: "展示位置" }).waitFor();
      await admin.getByRole("textbox", { name: "标题" }).fill("合作伙伴");
      await admin.getByRole("cell", { name: "合作伙伴活动" }).waitFor();

      const page = await newPage(PHONE);
      await page.goto(`${baseUrl}/Learning/List`);
      const strip = page.getByRole("region", { name: "推荐" });
      await strip.getByRole("button", { name: "第6张" }).click();
      const link = strip.getByRole("link", { name: /合作伙伴活动/ });
      expect([await link.getAttribute("target"), await link.getAttribute("rel")]).toEqual(["_blank", "noopener noreferrer"]);

      // Taken down again, so other journeys see the demo banners only.
      await admin.getByRole("cell", { name: "合作伙伴活动" }).click();
      await admin.getByRole("button", { name: "删除" }).click();
      await admin.getByRole("dialog").getByRole("button", { name: "确认" }).click();
      await admin.getByRole("cell", { name: "合作伙伴活动" }).waitFor({ state: "detached" });
    },
  );
});
