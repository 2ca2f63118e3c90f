import { describe, expect } from "bun:test";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beijingDate, beijingWeekday } from "@/api/contract/beijing-time";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { signInToAdmin } from "./support/admin";
import { artifacts, baseUrl, DESKTOP, fitsWidth, PHONE, useBrowser } from "./support/browser";
import { browserCookies } from "./support/people";
import { applyTo, candidateWithCv, publishedPosition } from "./support/zhaopin";

const { journey } = useBrowser();

/** The demo HR of 雨欣水产 (db/seed/users.ts) and a candidate no other journey knows. */
const HR = "13900000001";
const CANDIDATE = "13900000191";
const NAME = "面试候选";
const POSITION = "浏览器测试·面试邀请专员";
const PLACE = "深圳市南山区科技园科苑路 15 号 12 楼";
const MEETING = "https://meeting.example.com/j/880191";
const PHONE_NUMBER = "0755-8888 0191";

/** Tomorrow at 15:00 in Beijing: what HR types, and how both sides read it. */
const DAY = beijingDate(Date.now() + 86_400_000);
const STARTS = `${DAY}T15:00`;
const SHOWN = `${DAY} 15:00 ${beijingWeekday(new Date(`${DAY}T15:00:00+08:00`))}`;

/**
 * The candidate signs in through the portal's calls, writes a complete CV and sends it to the position (the pages of
 * both are zhaopin-cv.e2e.ts's and zhaopin-hiring.e2e.ts's); answers the session's cookie jar.
 */
async function candidateApplies(positionId: number) {
  const client = await candidateWithCv(CANDIDATE, "10.191.0.1", {
    base: { chineseName: NAME, sex: 2, age: 27, workYears: "3-5年" },
    work: { startTime: "2019/07", companyName: "某某科技", position: "招聘专员" },
    education: { startTime: "2015/09", endTime: "2019/06", university: "暨南大学", major: "人力资源管理" },
  });
  return applyTo(client, positionId);
}

const invitationOn = (page: Page) => page.getByRole("list", { name: "面试邀请" }).getByRole("listitem").filter({ hasText: POSITION });

describe("interview invitations", () => {
  journey(
    "HR invites from the application with a time, a place and a contact; the candidate accepts on 我的投递; HR sees 已接受",
    async (newPage) => {
      // HR posts a position of its own through the back office's api (its screens are zhaopin-hiring's).
      const page = await newPage(DESKTOP);
      await signInToAdmin(page, HR);
      const positionId = await publishedPosition(page, {
        name: POSITION,
        salaryMin: 10000,
        salaryMax: 15000,
        province: "广东省",
        city: "深圳市",
        description: "负责招聘流程与面试安排。",
      });
      const { cookies, applicationId } = await candidateApplies(positionId);

      // The application: 邀请面试 opens the invitation form; the contact is the signed-in HR unless changed.
      await page.goto(`${baseUrl}/admin/applications/${applicationId}/show`);
      await page.getByText("状态：被查看").waitFor();
      await page.getByText("还没有发出面试邀请").waitFor();
      await page.getByRole("button", { name: "邀请面试" }).click();
      const dialog = page.getByRole("dialog", { name: "邀请面试" });
      expect(await dialog.getByLabel("联系人").inputValue()).not.toBe("");
      await dialog.getByLabel("面试时间（北京时间）").fill(STARTS);
      await dialog.getByLabel("联系电话").fill(PHONE_NUMBER);
      // Neither a place nor a link: the schema's message, under the place.
      await dialog.getByRole("button", { name: "发送邀请" }).click();
      await dialog.getByText("请填写面试地点或线上会议链接").waitFor();
      await page.screenshot({ path: join(artifacts, "zhaopin-interview-invite-1280.png") });
      await dialog.getByLabel("面试地点").fill(PLACE);
      await dialog.getByLabel("线上会议链接").fill(MEETING);
      await dialog.getByLabel("联系人").fill("王经理");
      await dialog.getByLabel("备注").fill("请携带近期作品");
      await dialog.getByRole("button", { name: "发送邀请" }).click();
      await dialog.waitFor({ state: "detached" });
      await page.getByText("面试邀请已发送，已通知候选人").waitFor();
      await page.getByText("状态：邀请面试").waitFor();
      const sent = page.locator("[data-interview]").first();
      await sent.getByText("待回复", { exact: true }).waitFor();
      await sent.getByText(PLACE).waitFor();
      await sent.getByText(/王经理/).waitFor();
      // One open invitation at a time: the button waits until this one is cancelled.
      expect(await page.getByRole("button", { name: "邀请面试" }).count()).toBe(0);
      await page.screenshot({ path: join(artifacts, "zhaopin-interview-sent-1280.png"), fullPage: true });
      await expectNoSeriousA11yViolations(page);

      // The candidate, on a phone, finds it above the applications on 我的投递, with everything HR wrote.
      const phone = await newPage(PHONE);
      await phone.context().addCookies(browserCookies(cookies));
      await phone.goto(`${baseUrl}/ZhaoPin/Applied`);
      const card = invitationOn(phone);
      await card.getByText("待回复", { exact: true }).waitFor();
      await card.getByText(SHOWN).waitFor();
      await card.getByText(PLACE).waitFor();
      await card.getByText(MEETING).waitFor();
      await card.getByText("请携带近期作品").waitFor();
      await card.getByText("雨欣水产", { exact: false }).first().waitFor();
      expect(await card.getByRole("link", { name: "打开会议链接" }).getAttribute("href")).toBe(MEETING);
      expect(await card.getByRole("link", { name: PHONE_NUMBER }).getAttribute("href")).toBe("tel:075588880191");
      expect(await card.getByRole("link", { name: POSITION }).getAttribute("href")).toMatch(/^\/ZhaoPin\/Detail\/\d+$/);
      const ics = await card.getByRole("link", { name: "添加到日历" }).getAttribute("href");
      expect(ics).toMatch(/^\/ZhaoPin\/Interview\/\d+\.ics$/);
      const calendar = await phone.evaluate(
        (href) => fetch(href).then(async (res) => ({ status: res.status, text: await res.text() })),
        ics!,
      );
      expect(calendar.status).toBe(200);
      expect(calendar.text).toContain("BEGIN:VCALENDAR");
      await phone.screenshot({ path: join(artifacts, "zhaopin-interview-applied-375.png"), fullPage: true });
      await fitsWidth(phone);
      await expectNoSeriousA11yViolations(phone);

      // 改约 asks for the time first (the call's own schema); closed unsent, nothing changes.
      await card.getByRole("button", { name: "改约" }).click();
      const reschedule = phone.getByRole("dialog", { name: "申请改约" });
      await reschedule.getByRole("button", { name: "提交改约" }).click();
      await reschedule.getByText("请选择希望改约的时间").waitFor();
      await phone.screenshot({ path: join(artifacts, "zhaopin-interview-reschedule-375.png") });
      await reschedule.getByRole("button", { name: "关闭" }).click();
      await reschedule.waitFor({ state: "detached" });

      // 接受: the list refreshes to 已接受; 接受 and 拒绝 go, 改约 and 取消面试 stay.
      await card.getByRole("button", { name: "接受" }).click();
      await phone.getByText("已接受面试邀请，请按时参加").waitFor();
      await card.getByText("已接受", { exact: true }).waitFor();
      expect(await card.getByRole("button", { name: "接受" }).count()).toBe(0);
      expect(await card.getByRole("button", { name: "拒绝" }).count()).toBe(0);
      await card.getByRole("button", { name: "取消面试" }).waitFor();

      // The same page wide.
      const wide = await newPage(DESKTOP);
      await wide.context().addCookies(browserCookies(cookies));
      await wide.goto(`${baseUrl}/ZhaoPin/Applied`);
      await invitationOn(wide).getByText("已接受", { exact: true }).waitFor();
      await wide.screenshot({ path: join(artifacts, "zhaopin-interview-applied-1280.png"), fullPage: true });
      await expectNoSeriousA11yViolations(wide);

      // HR reads the answer on the application, wide and on a phone.
      await page.reload();
      await page.locator("[data-interview]").first().getByText("已接受", { exact: true }).waitFor();
      await page.screenshot({ path: join(artifacts, "zhaopin-interview-accepted-1280.png"), fullPage: true });
      const hrPhone = await newPage(PHONE);
      await signInToAdmin(hrPhone, HR);
      await hrPhone.goto(`${baseUrl}/admin/applications/${applicationId}/show`);
      await hrPhone.locator("[data-interview]").first().getByText("已接受", { exact: true }).waitFor();
      await hrPhone.screenshot({ path: join(artifacts, "zhaopin-interview-accepted-375.png"), fullPage: true });
      await fitsWidth(hrPhone);
    },
  );

  journey("HR invites a public CV from 人才库, then calls it off with a reason the candidate will read", async (newPage) => {
    const page = await newPage(DESKTOP);
    await signInToAdmin(page, HR);
    await page.goto(`${baseUrl}/admin/talent-pool`);
    await page.getByRole("row").nth(1).click();
    await page.waitForURL(/\/admin\/talent-pool\/\d+\/show$/);
    await page.getByText("还没有发出面试邀请").waitFor();
    await page.getByRole("button", { name: "邀请面试" }).click();
    const dialog = page.getByRole("dialog", { name: "邀请面试" });
    await dialog.getByLabel("面试时间（北京时间）").fill(STARTS);
    await dialog.getByLabel("线上会议链接").fill(MEETING);
    await dialog.getByLabel("联系电话").fill(PHONE_NUMBER);
    await dialog.getByRole("button", { name: "发送邀请" }).click();
    await dialog.waitFor({ state: "detached" });
    const sent = page.locator("[data-interview]").first();
    await sent.getByText("待回复", { exact: true }).waitFor();
    await sent.getByRole("link", { name: MEETING }).waitFor();

    // 取消面试 asks for the reason first (the api's own schema), then ends it.
    await sent.getByRole("button", { name: "取消面试" }).click();
    const cancel = page.getByRole("dialog", { name: "取消这次面试" });
    await cancel.getByRole("button", { name: "取消面试" }).click();
    await cancel.getByText("请填写取消原因").waitFor();
    await cancel.getByLabel("取消原因").fill("岗位已招满");
    await cancel.getByRole("button", { name: "取消面试" }).click();
    await page.getByText("已取消面试，已通知候选人").waitFor();
    await sent.getByText("已取消", { exact: true }).waitFor();
    await sent.getByText("企业已取消：岗位已招满").waitFor();
    // Closed, it leaves room for a new invitation.
    await page.getByRole("button", { name: "邀请面试" }).waitFor();
    await page.screenshot({ path: join(artifacts, "zhaopin-interview-talent-1280.png"), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
});
