import { describe, expect } from "bun:test";
import { join } from "node:path";
import { SURVEY_MSG } from "@/api/contract/reseller-survey";
import { DEMO_RESELLER } from "@/db/seed/partner-login";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { signInToAdmin } from "./support/admin";
import { artifacts, baseUrl, DESKTOP, PHONE, useBrowser } from "./support/browser";
import { tinyPng } from "./support/files";
import { OPERATOR } from "./support/people";
import { signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** A number no other journey knows; an operator reads the answers. */
const RESELLER = "13900000121";

describe("the reseller survey", () => {
  journey("on a phone a reseller signs in by their link, reveals a follow-up, is told what is missing, and submits", async (newPage) => {
    const page = await newPage(PHONE);
    await page.goto(`${baseUrl}/user/resellerlogin?auth=${DEMO_RESELLER.code}`);
    await signInWithForm(page, RESELLER);
    await page.waitForURL(/\/ResellerSurvey\/Index$/);
    await page.getByRole("heading", { name: "代理商课程需求调研" }).waitFor();
    const progress = page.getByRole("progressbar", { name: "答题进度" });
    expect(await progress.getAttribute("aria-valuemax")).toBe("5");

    await page.getByLabel("公司名称").fill("深圳星火广告有限公司");
    await page.getByLabel("联系人").fill("林晓");
    await page.getByLabel("手机号").fill("1380000");
    // 直播电商 reveals its follow-up; the count of questions follows.
    const followUp = page.getByRole("group", { name: /直播电商业务每月大约投放多少/ });
    expect(await followUp.count()).toBe(0);
    await page.getByRole("radio", { name: "直播电商" }).check();
    await followUp.waitFor();
    expect(await progress.getAttribute("aria-valuemax")).toBe("6");
    expect(await progress.getAttribute("aria-valuenow")).toBe("2");

    // Submitted with the follow-up and the courses unanswered and a short phone number: each says so, nothing is sent.
    const saves = { n: 0 };
    page.on("request", (req) => {
      if (/ResellerSurvey\/Save$/i.test(new URL(req.url()).pathname)) saves.n++;
    });
    await page.getByRole("button", { name: "提交问卷" }).click();
    await followUp.getByRole("alert").filter({ hasText: SURVEY_MSG.unanswered }).waitFor();
    await page
      .getByRole("group", { name: /希望平台提供哪些课程/ })
      .getByRole("alert")
      .filter({ hasText: SURVEY_MSG.unanswered })
      .waitFor();
    await page
      .getByRole("group", { name: /贵公司名称及联系人/ })
      .getByRole("alert")
      .filter({ hasText: SURVEY_MSG.phone })
      .waitFor();
    expect(saves.n).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: join(artifacts, "reseller-survey-errors-375.png"), fullPage: true });

    await page.getByLabel("手机号").fill("13800000000");
    await followUp.getByRole("radio", { name: "50万元以上" }).check();
    await page.getByRole("checkbox", { name: "素材创意" }).check();
    await page.getByRole("checkbox", { name: "直播运营" }).check();
    await page.getByRole("textbox", { name: "对课程安排还有什么建议？" }).fill("希望增加直播间投放实操");
    await page.getByLabel("上传营业执照照片").setInputFiles({ name: "执照.png", mimeType: "image/png", buffer: tinyPng() });
    await page.getByText("已上传").waitFor();
    expect(await progress.getAttribute("aria-valuenow")).toBe("6");
    await page.getByRole("button", { name: "提交问卷" }).click();
    await page.waitForURL(/\/ResellerSurvey\/Success$/);
    await page.getByRole("heading", { name: "问卷已提交" }).waitFor();
    expect(saves.n).toBe(1);
    await page.screenshot({ path: join(artifacts, "reseller-survey-success-375.png"), fullPage: true });
  });

  journey("the operator reads the reseller's answers with the uploaded picture", async (newPage) => {
    const page = await newPage(DESKTOP);
    await signInToAdmin(page, OPERATOR);
    await page.goto(`${baseUrl}/admin/reseller-survey-responses`);
    await page.getByRole("row").filter({ hasText: RESELLER }).click();
    await page.waitForURL(/\/admin\/reseller-survey-responses\/\d+\/show$/);
    await page.getByText("直播电商", { exact: true }).waitFor();
    await page.getByText("素材创意；直播运营").waitFor();
    await page.getByRole("img", { name: "上传营业执照照片" }).waitFor();
    await page.screenshot({ path: join(artifacts, "reseller-survey-admin-1280.png"), fullPage: true });
  });
});
