import { describe, expect } from "bun:test";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { WECHAT_JSSDK_ORIGIN } from "@/api/contract/wechat-share";
import { SANDBOX_DEMO_IDENTITY } from "@/api/providers/wechat/sandbox";
import { DEMO_WECHAT_MOBILE } from "@/db/seed/wechat";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { artifacts, baseUrl, DESKTOP, PHONE, useBrowser } from "./support/browser";
import { signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** A number no other journey knows. */
const NEW_WECHAT_PERSON = "13900000130";

describe("signing in with WeChat (the sandbox's authorize step)", () => {
  journey(
    "on a phone a new WeChat confirms a mobile (1502), registers and binds; later the banner signs in with one tap; 解除绑定 frees it",
    async (newPage) => {
      const page = await newPage(PHONE);
      await page.goto(`${baseUrl}/user/login?gotoUrl=${encodeURIComponent("/certification/exam")}`);
      await page.getByRole("link", { name: "微信登录" }).click();

      await page.getByRole("heading", { name: "微信授权（沙箱）" }).waitFor();
      await page.getByLabel("昵称").fill("周同学");
      await page.getByRole("button", { name: "以新的微信身份授权" }).click();

      // The WeChat is bound to no account: the 1502 answer asks for a mobile.
      await page.waitForURL(/\/user\/wxlogin\?/);
      await page.getByText("微信「周同学」尚未绑定账号").waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: join(artifacts, "wechat-confirm-mobile-375.png"), fullPage: true });
      await signInWithForm(page, NEW_WECHAT_PERSON);
      // A new number: the interest page first, then on to where the sign-in was going.
      await page.waitForURL(/\/user\/interest\?gotoUrl=%2Fcertification%2Fexam$/);

      // Signed out (the session cookie gone), the login page offers the authorized WeChat in its banner.
      await page.goto(`${baseUrl}/my/index`);
      await page.context().clearCookies({ name: "sid" });
      await page.goto(`${baseUrl}/user/login`);
      await page.getByText("检测到微信「周同学」已授权").waitFor();
      await page.getByRole("button", { name: "快捷登录" }).click();
      await page.waitForURL(/\/my\/index$/);

      await page.goto(`${baseUrl}/my/edit`);
      await page.getByText("已绑定「周同学」").waitFor();
      await page.getByRole("button", { name: "解除绑定" }).click();
      await page.getByRole("dialog", { name: "解除微信绑定" }).getByRole("button", { name: "确定" }).click();
      await page.locator(".toast").filter({ hasText: "解绑成功" }).waitFor();
      // The page reloads 2 s later and shows the WeChat row unbound.
      await page.getByText("未绑定", { exact: true }).waitFor({ timeout: 10_000 });
      expect(await page.getByRole("link", { name: "绑定微信" }).getAttribute("href")).toBe("/wechat/authorize?gotoUrl=%2Fmy%2Fedit");
    },
  );

  journey(
    "on a desktop the demo WeChat signs in as its learner; signed out, a sign-up offers that account (1502) and 快捷登录 signs in",
    async (newPage) => {
      const page = await newPage(DESKTOP);
      await page.goto(`${baseUrl}/user/login?gotoUrl=${encodeURIComponent("/my/edit")}`);
      await page.getByRole("link", { name: "微信登录" }).click();
      await page.getByRole("button", { name: `以「${SANDBOX_DEMO_IDENTITY.nickname}」授权` }).click();
      await page.waitForURL(/\/my\/edit$/);
      await page.getByText(`已绑定「${SANDBOX_DEMO_IDENTITY.nickname}」`).waitFor();
      const masked = `${DEMO_WECHAT_MOBILE.slice(0, 3)}****${DEMO_WECHAT_MOBILE.slice(-4)}`;
      await page.getByText(masked).waitFor();

      // Signed out, the browser still carries the WeChat: signing up for a session offers its account (1502).
      await page.context().clearCookies({ name: "sid" });
      await page.goto(`${baseUrl}/training/list`);
      await page.locator("a[href^='/Training/Detail/']").first().click();
      await page
        .getByRole("button", { name: /立即报名|进入直播/ })
        .first()
        .click();
      const confirm = page.getByRole("dialog", { name: "账号确认" });
      await confirm.getByText(`检测到您的账号为 ${masked}`).waitFor();
      await confirm.getByRole("button", { name: "快捷登录" }).click();
      // Signed in with one tap: the page reloads with the account in the header.
      await page.locator(".site-header").getByRole("button", { name: "登录", exact: true }).waitFor({ state: "detached" });
      expect(await page.getByRole("dialog", { name: "账号确认" }).count()).toBe(0);
    },
  );
});

/**
 * WeChat's JS-SDK as a page inside WeChat sees it, in place of the script at WeChat's address: it keeps what wx.config
 * and the share calls were given, for the journey to read.
 */
const FAKE_JSSDK = `window.wx = {
  config(c) { window.__wx = { config: c, cards: [] }; },
  ready(fn) { Promise.resolve().then(fn); },
  updateAppMessageShareData(card) { window.__wx.cards.push({ kind: "friend", ...card }); },
  updateTimelineShareData(card) { window.__wx.cards.push({ kind: "timeline", ...card }); },
};`;

type Seen = {
  config: { appId: string; signature: string; jsApiList: string[] };
  cards: { kind: string; title: string; desc?: string; imgUrl: string; link: string }[];
};

async function insideWechat(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setUserAgentOverride", {
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47",
  });
  await page.route(`${WECHAT_JSSDK_ORIGIN}/**`, (route) => route.fulfill({ contentType: "application/javascript", body: FAKE_JSSDK }));
}

const seenCards = (page: Page, title: string) =>
  page
    .waitForFunction((t) => {
      const wx = (window as unknown as { __wx?: Seen }).__wx;
      return wx?.cards.some((c) => c.title.startsWith(t)) ? wx : null;
    }, title)
    .then((h) => h.jsonValue() as Promise<Seen>);

describe("sharing from inside WeChat", () => {
  journey("a live session shared from WeChat carries its title, summary and cover, and the card follows the page", async (newPage) => {
    const page = await newPage(PHONE);
    await insideWechat(page);
    await page.goto(`${baseUrl}/training/list`);
    const firstCard = page.locator("a[href^='/Training/Detail/']").first();
    const href = (await firstCard.getAttribute("href"))!;
    await page.goto(`${baseUrl}${href}`);
    const title = ((await page.locator("h1").first().textContent()) ?? "").trim();

    const seen = await seenCards(page, title);
    expect(seen.config.appId).toBe("wx-sandbox");
    expect(seen.config.signature).toMatch(/^[0-9a-f]{40}$/);
    expect(seen.config.jsApiList).toEqual(["updateAppMessageShareData", "updateTimelineShareData"]);
    const friend = seen.cards.find((c) => c.kind === "friend" && c.title.startsWith(title))!;
    expect(friend.title).toBe(`${title} - 学习认证中心`);
    expect(friend.desc!.length).toBeGreaterThan(0);
    expect(friend.imgUrl).toStartWith(`${baseUrl}/`);
    expect(friend.link).toBe(`${baseUrl}${href}`);
    expect(seen.cards.some((c) => c.kind === "timeline" && c.title === friend.title)).toBe(true);

    // Another page, reached within the app, gets its own card.
    await page.locator(".site-footer").getByRole("link", { name: "证书查询" }).click();
    await page.waitForURL(/\/certification\/certificate/i);
    await seenCards(page, "证书查询");
  });
});
