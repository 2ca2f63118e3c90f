import { describe, expect } from "bun:test";
import { join } from "node:path";
import { artifacts, baseUrl, DESKTOP, PHONE, useBrowser } from "./support/browser";
import { signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** The seeded announcements (db/seed/announcement.ts): one banner, one card, one pop-up. */
const BANNER = "认证考试报名通道已开放";
const CARD = "积分商城上新";
const POPUP = "系统升级通知";
/** The demo applicant of db/seed/registration.ts, whom no other journey signs in: an account that has answered the survey. */
const LEARNER = "13900000097";

describe("announcements on the home page", () => {
  journey("the pop-up opens at once, the banner scrolls, a closed card stays closed for a visitor and for a learner", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/home/index`);
    const popup = page.getByRole("dialog", { name: POPUP });
    await popup.getByText("系统升级").first().waitFor();
    await popup.getByText("部分功能短暂不可用").waitFor();
    await popup.getByRole("button", { name: "关闭" }).click();
    await popup.waitFor({ state: "detached" });

    const banner = page.getByRole("region", { name: "公告" });
    await banner.getByText(BANNER).first().waitFor();
    const card = page.locator(".notice-card", { hasText: CARD });
    await card.getByText("学习、打卡赚积分，兑换定制周边").waitFor();
    await page.screenshot({ path: join(artifacts, "announcements-1280.png") });

    // 查看详情 opens the card's detail; closing the card hides it, and a reload keeps it closed in this browser.
    await card.getByRole("button", { name: "查看详情" }).click();
    const detail = page.getByRole("dialog", { name: CARD });
    await detail.getByText("积分商城本周上架多款定制周边").waitFor();
    await detail.getByRole("button", { name: "关闭" }).click();
    await card.getByRole("button", { name: "关闭公告" }).click();
    await card.waitFor({ state: "detached" });
    await page.reload();
    // The server draws a visitor's page before it knows what this browser closed; the live page that takes it over does.
    await page.locator(".first-frame").waitFor({ state: "detached" });
    await banner.getByText(BANNER).first().waitFor();
    expect(await page.locator(".notice-card").count()).toBe(0);
    expect(await page.getByRole("dialog", { name: POPUP }).count()).toBe(0);

    // A learner on a fresh browser: the server keeps their close, so it holds on every device.
    const phone = await newPage(PHONE);
    await phone.goto(`${baseUrl}/user/login?gotoUrl=/home/index`);
    await signInWithForm(phone, LEARNER);
    await phone.waitForURL(/\/home\/index$/);
    const phonePopup = phone.getByRole("dialog", { name: POPUP });
    await phonePopup.getByRole("button", { name: "关闭" }).click();
    const phoneCard = phone.locator(".notice-card", { hasText: CARD });
    await phoneCard.waitFor();
    await phone.screenshot({ path: join(artifacts, "announcements-375.png") });
    await phoneCard.getByRole("button", { name: "关闭公告" }).click();
    await phoneCard.waitFor({ state: "detached" });
    await phone.evaluate(() => localStorage.removeItem("closedNotices"));
    await phone.reload();
    await phone.getByRole("region", { name: "公告" }).getByText(BANNER).first().waitFor();
    expect(await phone.locator(".notice-card").count()).toBe(0);
    expect(await phone.getByRole("dialog", { name: POPUP }).count()).toBe(0);
  });
});

describe("the help center", () => {
  journey("a visitor reads an entry, signs in to vote, and is thanked once; the phone goes list, entry, back", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/Help/Center`);
    await page.getByRole("heading", { name: "您好，有什么可以帮您？" }).waitFor();
    await page.getByRole("navigation", { name: "帮助分类" }).getByRole("link", { name: "如何申请纸质证书？" }).click();
    await page.waitForURL(/\/Help\/Center\?id=\d+$/);
    await page.getByRole("heading", { name: "如何申请纸质证书？" }).waitFor();
    await page.getByText("运费一般为13-25元").waitFor();

    // A visitor's vote asks for a login first; after it (the page reloads) the vote is thanked.
    await page.getByRole("button", { name: "有帮助" }).click();
    const login = page.getByRole("dialog", { name: "手机号登录" });
    await signInWithForm(login, "13900000026");
    await page.getByRole("heading", { name: "如何申请纸质证书？" }).waitFor();
    await page.getByRole("button", { name: "有帮助" }).click();
    await page.locator(".toaster").getByText("感谢您的反馈").waitFor();
    await page.locator(".help-vote").getByText("感谢您的反馈").waitFor();
    expect(await page.getByRole("button", { name: "有帮助" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: "没帮助" }).isDisabled()).toBe(true);
    await page.screenshot({ path: join(artifacts, "help-1280.png"), fullPage: true });
    await page.reload();
    await page.locator(".help-vote").getByText("感谢您的反馈").waitFor();

    // The FAQ home's search goes to the site search page.
    await page.goto(`${baseUrl}/Help/Center`);
    await page.getByRole("searchbox", { name: "搜索问题" }).fill("发票");
    await page.getByRole("searchbox", { name: "搜索问题" }).press("Enter");
    await page.waitForURL(/\/Faq\/Search\?key=%E5%8F%91%E7%A5%A8$/);

    const phone = await newPage(PHONE);
    await phone.goto(`${baseUrl}/Help/Center`);
    await phone.getByRole("heading", { name: "证书与发票" }).waitFor();
    await phone.getByRole("link", { name: "考试费用可以开发票吗？" }).click();
    await phone.getByRole("heading", { name: "考试费用可以开发票吗？" }).waitFor();
    await phone.getByText("以上内容是否对您有帮助？").waitFor();
    await phone.screenshot({ path: join(artifacts, "help-375.png"), fullPage: true });
    await phone.getByRole("link", { name: "‹ 返回帮助中心" }).click();
    await phone.getByRole("heading", { name: "您好，有什么可以帮您？" }).waitFor();
  });

  journey("the clause and privacy pages carry the pop-ups' texts", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/Help/Clause`);
    await page.getByRole("heading", { name: "学习认证中心服务协议" }).waitFor();
    await page.goto(`${baseUrl}/Help/Privacy`);
    await page.getByRole("heading", { name: "学习认证中心隐私政策" }).waitFor();
    await page.getByRole("heading", { name: "一、我们收集的信息" }).waitFor();
  });
});
