import { describe, expect } from "bun:test";
import { join } from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { signInToAdmin } from "./support/admin";
import { artifacts, askForCode, baseUrl, DESKTOP, PHONE, smsCode, useBrowser } from "./support/browser";
import { signInAsNewcomer } from "./support/interest";
import { OPERATOR } from "./support/people";
import { signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** Demo people of this file: no registrations (db/seed/users.ts), and 13900000018 waiting for review (db/seed/certification.ts). */
const PASSPORT_CANDIDATE = "13900000007";
const ID_CARD_CANDIDATE = "13900000008";
const PHONE_CANDIDATE = "13900000009";
const WAITING_CANDIDATE = "13900000018";
/**
 * The second phones the two registering candidates give the form: the number they signed in with was texted its
 * code moments before, and a number is texted one code a minute.
 */
const PASSPORT_PHONE = "13700000007";
const ID_CARD_PHONE = "13700000008";
/** New to the site, sends the exam's link to their own inbox from a phone. */
const LINK_SENDER = "13711110032";
/** The seeded paid video exam (id 1). */
const VIDEO_EXAM = "巨量引擎营销认证（初级）";
const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

/** Opens /certification/add/1 as a visitor, signs in on the login page it sends them to, and lands back on the form. */
async function openRegistration(page: Page, mobile: string) {
  await page.goto(`${baseUrl}/certification/add/1`);
  await page.waitForURL(/\/user\/login\?gotoUrl=/);
  await signInWithForm(page, mobile);
  await page.waitForURL(/\/certification\/add\/1$/);
  await page.getByRole("heading", { name: "考试报名" }).waitFor();
}

/** Name, company, the phone in place of the account's number, its texted code, the agreement, 提交报名. */
async function fillAndSubmit(page: Page, phone: string) {
  await page.getByLabel("中文姓名").fill("王考生");
  await page.getByLabel("公司名称").fill("北京测试科技有限公司");
  await page.getByPlaceholder("请输入手机号").fill(phone);
  await askForCode(page);
  await page.getByPlaceholder("请输入6位验证码").fill(await smsCode(phone));
  await page.getByRole("button", { name: "提交报名" }).click();
  // Unticked, the agreement stops the form with the spec's message.
  await page.getByText("您未同意《学习认证中心服务协议》《隐私保护声明》").waitFor();
  await page.getByRole("checkbox", { name: "我已阅读并同意" }).check();
  await page.getByRole("button", { name: "提交报名" }).click();
}

/** A passport photo as a person would pick it: a 1000×700 PNG with something on it. */
async function passportPhoto() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="700"><rect width="1000" height="700" fill="#dde6f5"/><rect x="60" y="120" width="280" height="360" fill="#8aa2c8"/><text x="400" y="220" font-size="60">PASSPORT</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe("certification registration", () => {
  journey("a desktop candidate reads the exam info, ticks the discipline and registers with a passport photo", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/certification/exam`);
    const card = page.locator("article", { hasText: VIDEO_EXAM });
    await card.getByText("¥199.00").waitFor();
    await card.getByRole("button", { name: "考试信息" }).click();
    const info = page.getByRole("dialog", { name: VIDEO_EXAM });
    await info.getByText("25 题").waitFor();
    await info.getByText("不限次数").waitFor();
    expect(await info.getByRole("link", { name: "查看考试大纲" }).getAttribute("href")).toBe("/certification/outline/KS-ADS-01");
    await info.getByRole("link", { name: "开始报名" }).click();
    await info.getByText("请勾选已阅读并同意考试纪律").waitFor();
    await info.getByRole("checkbox", { name: "我已阅读并同意考试纪律" }).check();
    await info.getByRole("link", { name: "开始报名" }).click();
    await page.waitForURL(/\/user\/login\?gotoUrl=/);
    await signInWithForm(page, PASSPORT_CANDIDATE);
    await page.waitForURL(/\/certification\/add\/1$/);

    await page.getByLabel("证件类型").selectOption({ label: "护照或港澳台通行证" });
    await page.getByLabel("护照/通行证号码").fill("E12345678");
    await page.getByRole("button", { name: "上传证件照" }).click();
    const cropper = page.getByRole("dialog", { name: "上传证件照" });
    await cropper
      .locator('input[type="file"]')
      .setInputFiles({ name: "passport.png", mimeType: "image/png", buffer: await passportPhoto() });
    await cropper.locator(".cropper-crop-box").waitFor();
    await cropper.getByRole("button", { name: "确定上传" }).click();
    await cropper.waitFor({ state: "detached" });
    const preview = page.getByRole("img", { name: "已上传的证件照" });
    await preview.waitFor();
    // The crop is stored 5:3 and shown to its owner.
    const size = await preview.evaluate((img: HTMLImageElement) => ({ w: img.naturalWidth, h: img.naturalHeight }));
    expect(Math.abs(size.w / size.h - 5 / 3)).toBeLessThan(0.02);

    await fillAndSubmit(page, PASSPORT_PHONE);
    // A passport goes straight to the returned url: the pay page of the new registration.
    await page.waitForURL(/\/certification\/pay\?pra_id=\d+&pra_em=1/);
  });

  journey("an ID-card candidate of the video exam passes the camera check and reaches the pay page", async (newPage) => {
    const page = await newPage(DESKTOP);
    await openRegistration(page, ID_CARD_CANDIDATE);
    await page.getByLabel("身份证号").fill("11010519491231002X");
    await fillAndSubmit(page, ID_CARD_PHONE);
    await page.waitForURL(/\/certification\/examcheck\/1$/);

    const take = page.getByRole("button", { name: "拍照", exact: true });
    await page.waitForFunction(() => (document.querySelector("video") as HTMLVideoElement | null)?.videoWidth);
    await take.click();
    const shot = page.getByRole("img", { name: "拍照预览" });
    await shot.waitFor();
    const width = await shot.evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(width).toBe(1280);
    await page.getByRole("button", { name: "提交" }).click();
    await page.waitForURL(/\/certification\/pay\?pra_id=\d+&pra_em=1/);
  });

  journey("a phone browser is refused registration", async (newPage) => {
    const page = await newPage(PHONE);
    await page.context().setExtraHTTPHeaders({ "User-Agent": IPHONE_UA });
    await page.addInitScript((ua) => Object.defineProperty(navigator, "userAgent", { get: () => ua }), IPHONE_UA);
    await openRegistration(page, PHONE_CANDIDATE);
    await page.getByText("移动端不能参加认证考试，请使用PC端！").waitFor();
    expect(await page.getByRole("button", { name: "提交报名" }).count()).toBe(0);
  });

  journey(
    "on a phone the exam list and info pop-up say first that exams need a computer; the link is copied and sent to oneself",
    async (newPage) => {
      const page = await newPage(PHONE);
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
      await page.goto(`${baseUrl}/certification/exam`);
      const notice = page.getByRole("region", { name: "请在电脑上参加考试" });
      await notice.getByText("移动端不能参加认证考试，请使用PC端！").waitFor();
      // A visitor may copy the link; sending it to an inbox needs one.
      expect(await notice.getByRole("button", { name: "发到我的站内信" }).count()).toBe(0);
      await notice.getByRole("button", { name: "复制链接" }).click();
      await notice.getByRole("status").getByText("已复制").waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}/certification/exam`);

      await page.goto(`${baseUrl}/user/login?gotoUrl=/certification/exam`);
      await signInAsNewcomer(page, LINK_SENDER, "林寄信");
      await page.waitForURL(/\/certification\/exam$/);
      await page.getByRole("article").filter({ hasText: VIDEO_EXAM }).getByRole("button", { name: "考试信息" }).click();
      const info = page.getByRole("dialog", { name: VIDEO_EXAM });
      const inDialog = info.getByRole("region", { name: "请在电脑上参加考试" });
      await inDialog.waitFor();
      // Before the rules and their checkbox, so it is read first.
      const noticeTop = (await inDialog.boundingBox())!.y;
      expect(noticeTop).toBeLessThan((await info.getByRole("heading", { name: "考试纪律" }).boundingBox())!.y);
      expect(noticeTop).toBeLessThan((await info.getByRole("checkbox", { name: "我已阅读并同意考试纪律" }).boundingBox())!.y);
      await page.screenshot({ path: join(artifacts, "exam-info-phone-375.png") });
      await inDialog.getByRole("button", { name: "复制链接" }).click();
      await inDialog.getByRole("status").getByText("已复制").waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}/certification/add/1`);
      await inDialog.getByRole("button", { name: "发到我的站内信" }).click();
      await inDialog.getByRole("status").getByText("已发到您的站内信，在电脑上登录后即可打开").waitFor();

      // Later, on a computer (the same session, a desktop's width): the letter holds the registration page's address.
      await page.setViewportSize(DESKTOP);
      const computer = page;
      await computer.goto(`${baseUrl}/my/letter`);
      await computer
        .getByRole("list", { name: "站内信列表" })
        .getByRole("button", { name: new RegExp(`考试链接：${VIDEO_EXAM}`) })
        .click();
      await computer.getByRole("region", { name: "站内信详情" }).getByText(`${baseUrl}/certification/add/1`).waitFor();
    },
  );

  journey("an operator approves a paid registration and the candidate reads the letter", async (newPage) => {
    const admin = await newPage(DESKTOP);
    await signInToAdmin(admin, OPERATOR);
    await admin.goto(`${baseUrl}/admin/exam-registrations`);
    const row = admin.getByRole("row", { name: new RegExp(WAITING_CANDIDATE.slice(-4)) });
    await row.waitFor();
    await row.getByRole("checkbox").check();
    await admin.getByRole("button", { name: "通过" }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "确认" }).click();
    await admin.getByText("已通过 1 条报名").waitFor();

    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/my/letter`);
    await page.waitForURL(/\/user\/login\?gotoUrl=/);
    await signInWithForm(page, WAITING_CANDIDATE);
    await page.waitForURL(/\/my\/letter$/);
    await page
      .getByRole("list", { name: "站内信列表" })
      .getByRole("button", { name: /考试报名审核通过/ })
      .click();
    const pane = page.getByRole("region", { name: "站内信详情" });
    await pane.getByText(/已通过审核，请尽快预约考试日期和场次/).waitFor();
    expect(await pane.getByRole("link", { name: "查看详情" }).getAttribute("href")).toBe("/certification/time?examid=1");
  });
});
