import { describe, expect } from "bun:test";
import { join } from "node:path";
import { signInToAdmin } from "./support/admin";
import { artifacts, baseUrl, DESKTOP, fitsWidth, PHONE, useBrowser } from "./support/browser";
import { browserCookies, OPERATOR } from "./support/people";
import { applyTo, candidateWithCv, publishedPosition } from "./support/zhaopin";

const { journey } = useBrowser();

/** The demo HR of 雨欣水产 (db/seed/users.ts) and a candidate no other journey knows. */
const HR = "13900000001";
const CANDIDATE = "13900000193";
const NAME = "沟通候选";
const POSITION = "浏览器测试·沟通专员";
const QUESTION = "您好，想约您周四电话沟通，详情见 https://evil.example.com/offer";
const ANSWER = "周四下午三点可以，谢谢！";

describe("沟通: a conversation per application", () => {
  journey(
    "HR writes on the application; the candidate sees the count, reads it as text, answers and reports; HR reads the answer; an operator hides the report",
    async (newPage) => {
      const hr = await newPage(DESKTOP);
      await signInToAdmin(hr, HR);
      const positionId = await publishedPosition(hr, {
        name: POSITION,
        salaryMin: 9000,
        salaryMax: 13000,
        province: "浙江省",
        city: "杭州市",
        description: "负责内容策划与用户沟通。",
      });
      const candidate = await candidateWithCv(CANDIDATE, "10.193.0.1", {
        base: { chineseName: NAME, sex: 1, age: 29, workYears: "3-5年" },
        work: { startTime: "2018/07", companyName: "某某传媒", position: "内容运营" },
        education: { startTime: "2014/09", endTime: "2018/06", university: "浙江大学", major: "新闻学" },
      });
      const { cookies, applicationId } = await applyTo(candidate, positionId);

      // HR writes in the application's 沟通 panel.
      await hr.goto(`${baseUrl}/admin/applications/${applicationId}/show`);
      const panel = hr.getByRole("region", { name: "沟通" });
      await panel.getByRole("textbox", { name: "消息内容" }).fill(QUESTION);
      await panel.getByRole("button", { name: "发送" }).click();
      await panel.getByText(QUESTION).waitFor();
      await hr.screenshot({ path: join(artifacts, "zhaopin-messages-hr-1280.png") });

      // The candidate, on a phone: the menu counts the message, the thread shows it as text, never as a link.
      const phone = await newPage(PHONE);
      await phone.context().addCookies(browserCookies(cookies));
      await phone.goto(`${baseUrl}/my/index`);
      await phone.locator(".my-shortcut", { hasText: "沟通消息" }).getByText("1", { exact: true }).waitFor();
      await phone.getByRole("button", { name: "打开菜单" }).click();
      await phone.getByRole("link", { name: "沟通消息 1", exact: true }).click();
      await phone.waitForURL(/\/ZhaoPin\/Messages/);
      await phone
        .getByRole("list", { name: "沟通列表" })
        .getByRole("link", { name: new RegExp(POSITION) })
        .click();
      const thread = phone.getByRole("log", { name: "消息记录" });
      await thread.getByText(QUESTION).waitFor();
      expect(await thread.getByRole("link").count()).toBe(0);
      await phone.getByRole("textbox", { name: "消息内容" }).fill(ANSWER);
      await phone.getByRole("button", { name: "发送" }).click();
      await thread.getByText(ANSWER).waitFor();
      await fitsWidth(phone);
      await phone.screenshot({ path: join(artifacts, "zhaopin-messages-375.png") });

      // 举报 HR's message, with a reason.
      await thread.getByText(QUESTION).hover();
      await thread.getByRole("button", { name: "举报" }).first().click();
      const report = phone.getByRole("dialog", { name: "举报消息" });
      await report.getByLabel("举报原因").fill("诱导点击外部链接");
      await report.getByRole("button", { name: "提交举报" }).click();
      await thread.getByText("已举报").waitFor();

      // HR reads the answer in the panel (it polls; a reload is what a person in a hurry does).
      await hr.reload();
      await hr.getByRole("region", { name: "沟通" }).getByText(ANSWER).waitFor();

      // An operator hides the reported message; both sides then read the notice instead.
      const op = await newPage(DESKTOP);
      await signInToAdmin(op, OPERATOR);
      await op.goto(`${baseUrl}/admin/message-reports`);
      const row = op.getByRole("row").filter({ hasText: "诱导点击外部链接" });
      await row.getByRole("button", { name: "屏蔽" }).click();
      await op.getByRole("dialog", { name: "屏蔽这条消息？" }).getByRole("button", { name: "确认" }).click();
      await op.getByText("消息已屏蔽").waitFor();
      await op.getByRole("row").filter({ hasText: "诱导点击外部链接" }).waitFor({ state: "detached" });
      await phone.reload();
      await phone.getByRole("log", { name: "消息记录" }).getByText("该消息因违反平台规范已被屏蔽").waitFor();
      expect(await phone.getByRole("log", { name: "消息记录" }).getByText(QUESTION).count()).toBe(0);
    },
  );
});
