import { describe, expect } from "bun:test";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { openAdminMenu, signInToAdmin } from "./support/admin";
import { artifacts, baseUrl, PHONE, useBrowser } from "./support/browser";
import { OPERATOR, REVIEWER } from "./support/people";

/** Demo accounts of db/seed/users.ts. */
const HR = "13900000001";
const LEARNER = "13900000005";

const { journey } = useBrowser();

/** A heading of the menu: the menu item that opens and closes its section (a list may share its name). */
const section = (page: Page, name: string) => page.getByRole("menuitem", { name, exact: true }).and(page.locator("[aria-expanded]"));
/** The browser tab names the page, then the site. */
const titled = (page: Page, title: RegExp) => page.waitForFunction((source) => new RegExp(source).test(document.title), title.source);

describe("back office", () => {
  journey(
    "an operator finds a learner by mobile, exports them, makes them an enterprise account, and reads the audit log and SMS outbox",
    async (newPage) => {
      const page = await newPage();
      await signInToAdmin(page, OPERATOR);
      await page.getByText("用户总数").waitFor();
      await titled(page, /^概览 - 管理后台$/);

      // An operator's long menu starts folded into its sections: 用户 is one click into 用户与企业.
      await expect(section(page, "用户与企业").getAttribute("aria-expanded")).resolves.toBe("false");
      await expect(page.getByRole("menuitem", { name: "用户", exact: true }).count()).resolves.toBe(0);
      await openAdminMenu(page, "用户与企业", "用户", { exact: true });
      await titled(page, /^用户 - 管理后台$/);
      await page.getByPlaceholder("手机号或姓名").fill(LEARNER);
      await page.getByText("第 1-1 条，共 1 条").waitFor();

      // The export is the list as filtered, written as the server's exports are: the number kept text for Excel.
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "导出" }).click()]);
      expect(download.suggestedFilename()).toBe("users.csv");
      const csv = await readFile(await download.path(), "utf8");
      expect(csv).toStartWith("\uFEFFID,姓名,手机号,角色,所属公司,已停用,注册时间,最近登录\r\n");
      expect(csv.split("\r\n").slice(1)).toEqual([
        expect.stringMatching(new RegExp(`^\\d+,[^,]+,"=""\\+86 ${LEARNER}""",个人,,否,\\d{4}/\\d{1,2}/\\d{1,2} \\d{2}:\\d{2}:\\d{2},`)),
        "",
      ]);

      await page.getByRole("cell", { name: LEARNER }).click();
      await titled(page, /^编辑用户 #\d+ - 管理后台$/);
      const learnerId = (await page.title()).match(/#(\d+)/)?.[1] ?? "";

      await page.getByRole("checkbox", { name: "企业" }).check();
      await page.getByRole("button", { name: "保存" }).click();
      await page.getByText("企业账号需要选择所属公司", { exact: true }).waitFor();
      await page.getByRole("combobox", { name: "所属公司" }).fill("科技");
      await page.getByRole("option").first().click();
      await page.getByRole("button", { name: "保存" }).click();
      await page.getByText("已更新 1 条记录").waitFor();

      await openAdminMenu(page, "系统", "操作日志");
      // Narrowed to users and found by the learner's id: journeys beside this one write audit rows too.
      await page.getByRole("combobox", { name: "数据类别" }).click();
      await page.getByRole("option", { name: "用户", exact: true }).click();
      await page.waitForURL(/%22resource%22%3A%22users%22/);
      await page
        .getByRole("row")
        .filter({ hasText: "修改" })
        .filter({ has: page.getByRole("cell", { name: learnerId, exact: true }) })
        .first()
        .click();
      const changes = page.getByRole("table");
      await changes.getByRole("cell", { name: "角色" }).waitFor();
      await expect(changes.getByRole("cell", { name: "person、enterprise" }).count()).resolves.toBe(1);

      // Searched by number: the other journeys text many numbers, so the operator's code may be pages back.
      await page.getByRole("menuitem", { name: "短信发件箱" }).click();
      await page.getByPlaceholder("手机号").fill(OPERATOR);
      await page
        .getByRole("row")
        .filter({ hasText: OPERATOR })
        .filter({ hasText: /您的验证码是\d{6}/ })
        .first()
        .waitFor();

      // An address opened anew: its page's section is open, and those the operator opened stay open (remembered).
      await page.goto(`${baseUrl}/admin/exam-registrations`);
      await titled(page, /^考试报名审核 - 管理后台$/);
      await page.getByRole("menuitem", { name: "考试报名审核" }).waitFor();
      const expanded = async (name: string) => [name, await section(page, name).getAttribute("aria-expanded")];
      await expect(Promise.all(["认证考试", "用户与企业", "系统", "直播与活动"].map(expanded))).resolves.toEqual([
        ["认证考试", "true"],
        ["用户与企业", "true"],
        ["系统", "true"],
        ["直播与活动", "false"],
      ]);
    },
  );

  // One operator's session for both tasks: a second sign-in of the same number would wait out the SMS minute.
  journey(
    "an operator creates the tag 产品 · 短视频推广 and puts it on a session, which then shows it; then runs the load test",
    async (newPage) => {
      const page = await newPage();
      await signInToAdmin(page, REVIEWER);
      await page.getByText("用户总数").waitFor();

      await openAdminMenu(page, "直播与活动", "学习标签");
      await page.getByRole("button", { name: "产品", exact: true }).click();
      await page.getByRole("cell", { name: "搜索推广" }).waitFor();
      await page.getByRole("link", { name: "新建" }).click();
      await page.getByRole("combobox", { name: "标签类型" }).click();
      await page.getByRole("option", { name: "产品" }).click();
      await page.getByLabel("标签名称").fill("短视频推广");
      await page.getByRole("button", { name: "保存" }).click();
      await page.getByRole("cell", { name: "短视频推广" }).waitFor();

      await page.getByRole("menuitem", { name: "直播课程" }).click();
      // The tag list stays on screen until the session list has loaded: wait for a column only sessions have.
      await page.getByRole("columnheader", { name: "已占名额" }).waitFor();
      await page.getByRole("row").nth(1).click();
      await page.getByRole("link", { name: "编辑" }).click();
      const tags = page.getByRole("combobox", { name: "标签" });
      await tags.fill("短视频");
      await page.getByRole("option", { name: "产品 · 短视频推广" }).click();
      await page.getByRole("button", { name: "保存" }).click();
      await page.getByText("已更新 1 条记录").waitFor();
      await page.getByRole("tab", { name: "课程信息" }).waitFor();
      await page.getByRole("link", { name: "产品 · 短视频推广" }).waitFor();

      // 压测: 1000 signed Help/yace calls from the browser, none failed. Outside production it is under 开发工具 in 系统.
      await openAdminMenu(page, "系统", "压测");
      await titled(page, /^压测 - 管理后台$/);
      await page.getByRole("button", { name: "开始压测" }).click();
      await page.getByLabel("失败").waitFor({ timeout: 120_000 });
      expect(await page.getByLabel("失败").textContent()).toBe("0 / 1000");
      expect(await page.getByLabel("吞吐量").textContent()).toMatch(/^\d+ 次\/秒$/);
      await page.screenshot({ path: join(artifacts, "admin-load-test.png") });
    },
  );

  journey("a learner cannot sign in to the back office", async (newPage) => {
    const page = await newPage();
    await signInToAdmin(page, "13900000006");
    await page.getByText("该账号没有后台权限").waitFor();
    expect(page.url()).toEndWith("/admin/login");
  });

  journey("an enterprise account on a phone sees its own staff with masked numbers", async (newPage) => {
    const page = await newPage(PHONE);
    await signInToAdmin(page, HR);
    await page.getByText("本公司员工").waitFor();
    await page.getByText("本公司员工").click();
    await page
      .getByText(/\+86 139\*{4}\d{4}/)
      .first()
      .waitFor();
    await expect(page.getByText(/\+86 139\d{8}/).count()).resolves.toBe(0);
    await titled(page, /^用户 - 管理后台$/);

    // Its short menu shows whole: its own sections, open, and nothing of the operators'.
    await page.getByRole("button", { name: "打开菜单" }).click();
    for (const name of ["用户与企业", "课程与学习", "认证考试", "招聘"]) {
      await expect(section(page, name).getAttribute("aria-expanded")).resolves.toBe("true");
    }
    await page.getByRole("menuitem", { name: "投递管理" }).waitFor();
    await expect(section(page, "系统").count()).resolves.toBe(0);
    await expect(page.getByRole("menuitem", { name: "压测" }).count()).resolves.toBe(0);
    await page.screenshot({ path: join(artifacts, "admin-menu-hr-375.png") });
  });
});
