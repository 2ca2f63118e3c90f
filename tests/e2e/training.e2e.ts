import { describe, expect } from "bun:test";
import { openAdminMenu, signInToAdmin } from "./support/admin";
import { baseUrl, DESKTOP, PHONE, useBrowser } from "./support/browser";
import { OPERATOR } from "./support/people";
import { closeNoticePopup, openLoginPopup, signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** `ms` as a datetime-local input value in UTC+8, the browser contexts' zone. */
const beijingInputValue = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16);

/** The seeded session that needs approval and asks for 姓名, 邮箱, 微信, 公司主体 and one survey question. */
const APPROVAL = "/Training/Detail/demo-approval";

describe("Live sessions in the portal", () => {
  journey("a learner signs up for the approval-required session through its form and sees 审核中", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}${APPROVAL}`);
    await page.getByRole("heading", { name: "代理商认证辅导（需审核）" }).waitFor();
    await page.getByRole("timer", { name: "距开始" }).waitFor();

    await signInWithForm(await openLoginPopup(page), "13900000030");
    await page.locator(".site-header").getByRole("button", { name: "登录" }).waitFor({ state: "detached" });

    await page.getByRole("button", { name: "立即报名" }).click();
    const form = page.getByRole("dialog", { name: "报名：代理商认证辅导（需审核）" });
    await form.waitFor();
    // The form fills in the name the learner's profile holds (曾晓博) once it has it; they type over it.
    const name = form.getByLabel("姓名");
    await page.waitForFunction((el) => (el as HTMLInputElement).value !== "", await name.elementHandle());
    await name.fill("张三");
    await form.getByLabel("邮箱").fill("zhangsan-at-example");
    await form.getByLabel("公司主体").fill("上海示例广告有限公司");
    await form.getByRole("radio", { name: "其他" }).check();
    await form.getByLabel("其他（请填写）").fill("品牌方");
    await form.getByRole("button", { name: "提交报名" }).click();

    // One wrong field: its Chinese message shows under it, and nothing typed is lost.
    await form.getByText("请检查邮箱格式").waitFor();
    expect(await form.getByLabel("姓名").inputValue()).toBe("张三");
    expect(await form.getByLabel("其他（请填写）").inputValue()).toBe("品牌方");

    await form.getByLabel("邮箱").fill("zhangsan@example.com");
    await form.getByRole("button", { name: "提交报名" }).click();
    await page.getByRole("dialog", { name: "审核中" }).getByRole("button", { name: "知道了" }).click();

    const state = page.getByRole("button", { name: "审核中" });
    await state.waitFor();
    expect(await state.isDisabled()).toBe(true);
    await page.reload();
    await page.getByRole("button", { name: "审核中" }).waitFor();

    // An operator approves the sign-up in the back office's review queue.
    const office = await newPage(DESKTOP);
    await signInToAdmin(office, OPERATOR);
    await openAdminMenu(office, "直播与活动", "直播报名审核");
    const row = office.getByRole("row").filter({ hasText: "代理商认证辅导（需审核）" }).filter({ hasText: "13900000030" });
    await row.getByRole("checkbox").check();
    await office.getByRole("button", { name: "通过", exact: true }).click();
    await office.getByRole("dialog").getByRole("button", { name: "确认" }).click();
    await office.getByText("已通过 1 条报名").waitFor();

    // The learner now holds a place: 已报名, and a letter saying so.
    await page.reload();
    const signed = page.getByRole("button", { name: "已报名" });
    await signed.waitFor();
    expect(await signed.isDisabled()).toBe(true);

    // The operator moves the start to an hour ago and sets the room's link: the session is live.
    // Found by its title: other journeys add sessions that start later, which can push it off the first page.
    await openAdminMenu(office, "直播与活动", "直播课程");
    await office.getByPlaceholder("课程标题").fill("代理商认证辅导（需审核）");
    // Clicked once the list holds only it: a click on the unfiltered list's row is lost when the answer redraws it.
    await office.waitForFunction(() => {
      const rows = [...document.querySelectorAll("tbody tr")];
      return rows.length === 1 && rows[0]!.textContent!.includes("代理商认证辅导（需审核）");
    });
    await office.getByRole("cell", { name: "代理商认证辅导（需审核）" }).click();
    await office.getByRole("link", { name: "编辑" }).click();
    await office.getByLabel("开始时间").fill(beijingInputValue(Date.now() - 3600_000));
    await office.getByRole("tab", { name: "直播与回放" }).click();
    await office.getByLabel("直播链接").fill("https://live.example.com/room/approval");
    await office.getByRole("button", { name: "保存" }).click();
    await office.getByText("已更新 1 条记录").waitFor();

    await page.route("https://live.example.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>直播间</title>" }));
    await page.reload();
    await page.getByRole("button", { name: "进入直播" }).click();
    await page.waitForURL("https://live.example.com/room/approval");
  });

  journey(
    "a phone visitor is sent to the login page by 立即报名, and a live session opens its room, a replay without a link says 课程发布中",
    async (newPage) => {
      const page = await newPage(PHONE);
      await page.goto(`${baseUrl}/Training/Detail/demo-upcoming`);
      await page.getByRole("button", { name: "立即报名" }).click();
      await page.waitForURL(/\/user\/login\?gotoUrl=%2FTraining%2FDetail%2Fdemo-upcoming/);

      await signInWithForm(page, "13900000031");
      await page.waitForURL(/\/Training\/Detail\/demo-upcoming/);
      await page.getByRole("button", { name: "立即报名" }).click();
      const done = page.getByRole("dialog", { name: "报名成功" });
      expect(await done.getByRole("link", { name: "添加到日历" }).getAttribute("href")).toBe("/calendar/training/demo-upcoming.ics");
      await done.getByRole("button", { name: "知道了" }).click();
      await page.getByRole("button", { name: "已报名" }).waitFor();

      // Live now: 进入直播 signs up and goes through /training/Live to the room's own address.
      await page.route("https://live.example.com/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>直播间</title>" }),
      );
      await page.goto(`${baseUrl}/Training/Detail/demo-live-now`);
      await page.getByRole("button", { name: "进入直播" }).click();
      await page.waitForURL("https://live.example.com/room/demo");

      // Ended without a replay link: the button says so and cannot be pressed, and the replay page says the same.
      await page.goto(`${baseUrl}/Training/Detail/demo-no-replay`);
      const publishing = page.getByRole("button", { name: "课程发布中" });
      await publishing.waitFor();
      expect(await publishing.isDisabled()).toBe(true);
      await page.goto(`${baseUrl}/training/Review/demo-no-replay`);
      await page.getByRole("heading", { name: "请先报名该课程" }).waitFor();
      await page.getByRole("link", { name: "返回课程详情" }).click();
      await page.waitForURL(/\/Training\/Detail\/demo-no-replay$/);
    },
  );

  journey("a visitor filters the live list by category and opens a session from its card", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/Learning/List?isLive=1`);
    await page.getByRole("heading", { name: "直播课程" }).waitFor();
    const live = page.getByRole("link", { name: /广告投放实战：正在直播/ });
    expect(await live.textContent()).toContain("直播中");

    await page.getByRole("navigation", { name: "课程分类" }).getByRole("link", { name: "代理商赋能" }).click();
    await page.waitForURL(/\/Learning\/List\?isLive=1&cateId=\d+$/);
    await live.waitFor({ state: "detached" });
    // The directed session of the same category: no other journey here changes its times.
    const card = page.getByRole("link", { name: /重点客户闭门会（定向邀请）/ });
    expect(await card.textContent()).toContain("未开始");
    await card.click();
    await page.getByRole("heading", { name: "重点客户闭门会（定向邀请）" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/Training/Detail/demo-directed");
  });

  journey("a shared link signs the learner up from the home page, and the home page recalls their live session", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/?strId=demo-upcoming&tra_guid=share-1`);
    await page.waitForURL(/\/user\/login\?gotoUrl=/);

    // Back on the shared link signed in, the sign-up happens by itself.
    await signInWithForm(page, "13900000033");
    await page.waitForURL(/\/\?strId=demo-upcoming&tra_guid=share-1$/);
    // The sign-up's result is this visit's pop-up: the home page's own wait for the next visits.
    await page.getByRole("dialog", { name: "报名成功" }).getByRole("button", { name: "知道了" }).click();
    expect(await page.getByRole("dialog", { name: "系统升级通知" }).count()).toBe(0);

    await page.route("https://live.example.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>直播间</title>" }));
    await page.goto(`${baseUrl}/Training/Detail/demo-live-now`);
    await page.getByRole("button", { name: "进入直播" }).click();
    await page.waitForURL("https://live.example.com/room/demo");

    // The next visit (another tab) has the announcement; the one after it the reminder.
    const visit = await page.context().newPage();
    await visit.goto(`${baseUrl}/home/index`);
    await closeNoticePopup(visit);
    const tab = await page.context().newPage();
    await tab.route("https://live.example.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>直播间</title>" }));
    await tab.goto(`${baseUrl}/home/index`);
    await tab
      .getByRole("region", { name: "直播课程" })
      .getByRole("link", { name: /新品功能解读：明晚开播/ })
      .waitFor();
    const pop = tab.getByRole("dialog", { name: "正在直播" });
    await pop.getByText("广告投放实战：正在直播").waitFor();
    await pop.getByRole("link", { name: "进入直播" }).click();
    await tab.waitForURL("https://live.example.com/room/demo");
  });
});
