import { describe, expect } from "bun:test";
import type { Locator, Page } from "playwright-core";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { baseUrl, DESKTOP, PHONE, useBrowser } from "./support/browser";
import { closeNoticePopup, openLoginPopup, signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** A learner no other journey signs in (the SMS minute of a demo number is shared across files). */
const LEARNER = "13900000032";
/** A seeded course with comments (db/seed/course.ts). */
const COURSE = "/MoocTraining/Detail/demo-course-01";

/** Audits pages one after another and fails once at the end with every page's violations, so one run shows them all. */
function auditor() {
  const problems: string[] = [];
  return {
    /** Waits for the page's content (`ready`), then audits the whole page at its current width. */
    async check(page: Page, where: string, ready: Locator) {
      await ready.waitFor();
      await expectNoSeriousA11yViolations(page, `${where} @${page.viewportSize()?.width}px`).catch((e: Error) => problems.push(e.message));
    },
    done() {
      if (problems.length) throw new Error(problems.join("\n"));
    },
  };
}

describe("Accessibility: the main pages pass axe-core at desktop and phone widths, and the header works by keyboard", () => {
  for (const viewport of [DESKTOP, PHONE]) {
    journey(`the public pages have no serious axe-core violations at ${viewport.width}px`, async (newPage) => {
      const page = await newPage(viewport);
      const audit = auditor();

      // A first visit: the announcement pop-up above the home page, then the page itself with its live list.
      await page.goto(`${baseUrl}/`);
      await audit.check(page, "首页（公告弹窗）", page.getByRole("dialog", { name: "系统升级通知" }));
      await closeNoticePopup(page);
      await audit.check(page, "首页", page.locator(".home-live__grid li").first());

      if (viewport === DESKTOP) {
        const dialog = await openLoginPopup(page);
        await audit.check(page, "登录弹窗", dialog.getByPlaceholder("请输入手机号"));
        await dialog.getByRole("button", { name: "关闭" }).click();
      } else {
        await page.getByRole("button", { name: "打开菜单" }).click();
        await audit.check(page, "手机菜单", page.getByRole("link", { name: "登录 / 注册" }));
      }
      await page.goto(`${baseUrl}/user/login?gotoUrl=%2Fmy%2Findex`);
      await audit.check(page, "登录页", page.locator("form.login-form"));

      await page.goto(`${baseUrl}/Learning/List?isLive=1`);
      await audit.check(page, "直播列表", page.locator(".live-list__grid li").first());

      await page.goto(`${baseUrl}/Learning/List`);
      await audit.check(page, "课程中心", page.locator(".center-grid li").first());

      await page.goto(`${baseUrl}/Learning/Special`);
      await audit.check(page, "专栏列表", page.locator(".special-grid li").first());

      await page.goto(`${baseUrl}/MoocTraining/SpecialTabs/1?type=2`);
      await audit.check(page, "专栏", page.locator(".special-tabs .card-grid li").first());

      await page.goto(`${baseUrl}/MoocTraining/Certification`);
      await audit.check(page, "认证课程", page.locator(".center-grid li").first());

      await page.goto(`${baseUrl}/MoocTraining/Certification3`);
      await audit.check(page, "认证课程（分类侧栏）", page.locator(".center-grid li").first());

      await page.goto(`${baseUrl}/MoocTraining/Center3`);
      await audit.check(page, "全部课程", page.locator(".center-grid li").first());

      await page.goto(`${baseUrl}${COURSE}`);
      await audit.check(page, "课程详情", page.locator(".comment").first());

      await page.goto(`${baseUrl}/Training/Detail/demo-upcoming`);
      await audit.check(page, "直播详情", page.getByRole("heading", { name: "新品功能解读：明晚开播" }));

      await page.goto(`${baseUrl}/Faq/Search?key=${encodeURIComponent("直播")}`);
      await audit.check(page, "搜索结果", page.locator(".search-results__list li").first());

      await page.goto(`${baseUrl}/certification/exam`);
      await audit.check(page, "认证考试", page.locator(".exam-card__name").first());

      audit.done();
    });
  }

  journey("the my area has no serious axe-core violations at desktop and phone widths", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/user/login?gotoUrl=%2Fmy%2Findex`);
    await signInWithForm(page, LEARNER);
    await page.waitForURL(/\/my\/index$/);
    const audit = auditor();
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await audit.check(page, "个人中心", page.getByText("139****0032"));
    }
    await page.goto(`${baseUrl}/mooctraining/StudyNew/demo-course-01`);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await audit.check(page, "学习页", page.locator("video"));
    }
    audit.done();
  });

  journey("from the top of the home page Tab reaches the navigation and 登录, Enter opens the login pop-up", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/home/index`);
    await closeNoticePopup(page);
    // Back to the top of the document, as a fresh page load would be.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    const reached: string[] = [];
    // Up to 40 stops: focus on the search box opens this week's hot terms (up to 10, from what other journeys
    // searched before this one), each a stop before 登录.
    for (let i = 0; i < 40 && !reached.includes("button:登录"); i++) {
      await page.keyboard.press("Tab");
      reached.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          return `${el.tagName === "A" ? "link" : el.tagName.toLowerCase()}:${el.textContent?.trim() ?? ""}`;
        }),
      );
      if (reached.at(-1) === "link:直播课程") {
        // A focused link shows where focus is: an outline the page can see.
        const outline = await page.evaluate(() => {
          const s = getComputedStyle(document.activeElement as Element);
          return { style: s.outlineStyle, width: Number.parseFloat(s.outlineWidth) };
        });
        expect(outline.style).not.toBe("none");
        expect(outline.width).toBeGreaterThanOrEqual(2);
      }
    }
    for (const stop of ["link:首页", "link:直播课程", "link:认证考试", "link:帮助中心", "button:登录"]) expect(reached).toContain(stop);

    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "手机号登录" });
    await dialog.waitFor();
    // Focus moves into the pop-up.
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  });
});
