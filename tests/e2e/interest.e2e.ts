import { describe, expect } from "bun:test";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { openAdminMenu, signInToAdmin } from "./support/admin";
import { artifacts, baseUrl, DESKTOP, PHONE, useBrowser } from "./support/browser";
import { answerTheRest, cate, chip } from "./support/interest";
import { OPERATOR, REVIEWER } from "./support/people";
import { signInWithForm } from "./support/portal";

const { journey } = useBrowser();

const isOn = async (c: Locator) => (await c.getAttribute("class"))?.includes("is-on") ?? false;

/** The interest pop-up, once any other home pop-up (an announcement) before it is closed. */
async function interestPopup(page: Page) {
  const popup = page.getByRole("dialog", { name: "兴趣调查" });
  for (;;) {
    const top = page.locator("dialog.modal[open]").last();
    await top.waitFor();
    if (await popup.isVisible()) return popup;
    await top.locator(".modal__close").click();
  }
}

describe("the interest survey", () => {
  journey("a new user signs in, completes the interest page (流量主 → 是 / 否) and lands on gotoUrl", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/user/login?gotoUrl=${encodeURIComponent("/Learning/List?isLive=1")}`);
    await signInWithForm(page, "13712340001");
    await page.waitForURL(/\/user\/interest\?gotoUrl=/);

    await page.getByLabel("中文姓名").fill("周子涵");
    await page.getByLabel("公司名称").fill("杭州云帆广告有限公司");
    await page.getByLabel("一级行业").selectOption({ label: "教育" });
    // The profile is complete; the survey asks for its first category.
    await page.getByRole("button", { name: "提交" }).click();
    await page.getByRole("alert").filter({ hasText: "请选择您的身份" }).waitFor();

    const identity = cate(page, "您的身份");
    await chip(identity, "流量主").click();
    const next = identity.getByRole("group", { name: "是否已接入广告变现平台" });
    await next.waitFor();
    await chip(next, "是").click();
    const platforms = identity.getByRole("group", { name: "已接入的平台" });
    await chip(platforms, "穿山甲").click();
    await chip(platforms, "其他").click();
    await platforms.getByLabel("其他（请填写）").fill("小米广告联盟");
    // 否 hides the follow-ups again.
    await chip(next, "否").click();
    await platforms.waitFor({ state: "detached" });
    await chip(next, "是").click();
    expect(await isOn(chip(identity.getByRole("group", { name: "已接入的平台" }), "穿山甲"))).toBe(false);
    await page.getByRole("button", { name: "提交" }).click();
    await page.getByRole("alert").filter({ hasText: "请选择已接入的平台" }).waitFor();
    await chip(identity.getByRole("group", { name: "已接入的平台" }), "优量汇").click();

    await answerTheRest(page);
    await page.screenshot({ path: join(artifacts, "interest-page-1280.png"), fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: join(artifacts, "interest-page-375.png"), fullPage: true });
    await page.getByRole("button", { name: "提交" }).click();
    await page.waitForURL(/\/Learning\/List\?isLive=1$/);
  });

  journey("the home pop-up asks a learner who has not answered; 88 is exclusive; every category is required", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/user/login?gotoUrl=${encodeURIComponent("/home/index")}`);
    await signInWithForm(page, "13900000036");
    await page.waitForURL(/\/home\/index$/);
    const popup = await interestPopup(page);

    const behaviour = cate(popup, "您的营销行为");
    await chip(behaviour, "搜索推广").click();
    await chip(behaviour, "信息流推广").click();
    await chip(behaviour, "暂无营销行为").click();
    // 88 stands alone: the others are cleared, and choosing another clears it.
    expect(await isOn(chip(behaviour, "暂无营销行为"))).toBe(true);
    expect(await isOn(chip(behaviour, "搜索推广"))).toBe(false);
    expect(await isOn(chip(behaviour, "信息流推广"))).toBe(false);
    await chip(behaviour, "品牌广告").click();
    expect(await isOn(chip(behaviour, "暂无营销行为"))).toBe(false);
    await chip(behaviour, "暂无营销行为").click();
    expect(await isOn(chip(behaviour, "品牌广告"))).toBe(false);

    await popup.getByRole("button", { name: "提交" }).click();
    await popup.getByRole("alert").filter({ hasText: "请选择您的身份" }).waitFor();
    await chip(cate(popup, "您的身份"), "广告主").click();
    await popup.getByRole("button", { name: "提交" }).click();
    await popup.getByRole("alert").filter({ hasText: "请选择您关注的岗位" }).waitFor();
    await chip(cate(popup, "您关注的岗位"), "数据分析").click();
    await chip(cate(popup, "您关注的行业"), "游戏").click();
    await chip(cate(popup, "您所处的成长阶段"), "中级（3-5年）").click();
    await chip(cate(popup, "您的营销目的"), "获取销售线索").click();
    await popup.getByRole("button", { name: "提交" }).click();
    await popup.getByRole("alert").filter({ hasText: "请选择您关注的营销话题" }).waitFor();
    await chip(cate(popup, "您关注的营销话题"), "私域运营").click();
    await page.screenshot({ path: join(artifacts, "interest-pop-1280.png") });
    await popup.getByRole("button", { name: "提交" }).click();
    await page.getByText("提交成功").waitFor();
    await popup.waitFor({ state: "detached" });
  });

  journey("the pop-up on a phone (screenshot kept)", async (newPage) => {
    const page = await newPage(PHONE);
    await page.goto(`${baseUrl}/user/login?gotoUrl=${encodeURIComponent("/home/index")}`);
    await signInWithForm(page, "13900000037");
    await page.waitForURL(/\/home\/index$/);
    const popup = await interestPopup(page);
    await chip(cate(popup, "您的身份"), "流量主").click();
    await popup.getByRole("group", { name: "是否已接入广告变现平台" }).waitFor();
    await page.screenshot({ path: join(artifacts, "interest-pop-375.png") });
    await popup.getByRole("button", { name: "稍后再说" }).click();
    await popup.waitFor({ state: "detached" });
  });

  journey("an operator adds a platform under 流量主 → 是, which the survey then offers", async (newPage) => {
    const office = await newPage(DESKTOP);
    await signInToAdmin(office, OPERATOR);
    await openAdminMenu(office, "用户与企业", "兴趣问卷选项");
    await office.getByRole("button", { name: "您的营销行为", exact: true }).click();
    await office.getByRole("cell", { name: "暂无营销行为" }).waitFor();
    await office.screenshot({ path: join(artifacts, "interest-admin-1280.png") });

    await office.getByRole("link", { name: "新建" }).click();
    await office.getByRole("combobox", { name: "分类" }).click();
    await office.getByRole("option", { name: "您的身份" }).click();
    await office.getByRole("combobox", { name: "上级选项" }).fill("是");
    await office.getByRole("option", { name: "是", exact: true }).click();
    await office.getByLabel("选项名称").fill("小米广告联盟");
    await office.getByLabel("排序").fill("45");
    await office.getByRole("button", { name: "保存" }).click();
    await office.getByRole("button", { name: "您的身份", exact: true }).click();
    await office.getByRole("row").filter({ hasText: "小米广告联盟" }).filter({ hasText: "是" }).waitFor();

    const phone = await newPage(PHONE);
    await signInToAdmin(phone, REVIEWER);
    await phone.goto(`${baseUrl}/admin/interest-options`);
    await phone.getByText("暂无营销行为").waitFor();
    await phone.screenshot({ path: join(artifacts, "interest-admin-375.png") });

    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/user/login?gotoUrl=${encodeURIComponent("/home/index")}`);
    await signInWithForm(page, "13712340002");
    await page.waitForURL(/\/user\/interest/);
    await chip(cate(page, "您的身份"), "流量主").click();
    await chip(page.getByRole("group", { name: "是否已接入广告变现平台" }), "是").click();
    const platforms = page.getByRole("group", { name: "已接入的平台" });
    expect(await platforms.locator("label.interest-chip").allTextContents()).toEqual([
      "穿山甲",
      "优量汇",
      "百度联盟",
      "快手联盟",
      "小米广告联盟",
      "其他",
    ]);
  });
});
