import { describe, expect } from "bun:test";
import { readFile } from "node:fs/promises";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { askForCode, baseUrl, DESKTOP, PHONE, smsCode, useBrowser } from "./support/browser";
import { signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** A number no demo person and no earlier run holds: the journey changes its person's mobile. */
const freshMobile = () => `137${String(Date.now()).slice(-8)}`;

describe("the profile", () => {
  journey("a learner edits the profile (one field wrong first), changes mobile and downloads their data", async (newPage) => {
    const page = await newPage(DESKTOP);
    const mobile = freshMobile();
    await page.goto(`${baseUrl}/user/login?gotoUrl=${encodeURIComponent("/my/edit")}`);
    await signInWithForm(page, mobile);
    // A new registrant is asked about their interests first; they go straight to the profile instead.
    await page.waitForURL(/\/user\/interest/);
    await page.goto(`${baseUrl}/my/Edit`);
    await page.getByRole("heading", { name: "编辑资料" }).waitFor();
    expect(await page.title()).toContain("编辑资料");
    await expectNoSeriousA11yViolations(page);

    const form = page.locator("form.profile-edit__form");
    await form.getByLabel("姓名").fill("沈明远");
    await form.getByLabel(/^\*?行业$/).selectOption({ label: "其他" });
    await form.getByLabel("所在地区").selectOption({ label: "浙江省" });
    await form.getByLabel("城市").selectOption({ label: "杭州市" });
    await form.getByLabel("公司名称").fill("杭州明远咨询有限公司");
    await form.getByLabel("电子邮箱").fill("mingyuan@example.com");
    await form.getByRole("button", { name: "保存" }).click();
    // 其他 needs its text: the message shows, what was typed stays.
    await form.getByRole("alert").filter({ hasText: "其他行业不能为空" }).waitFor();
    expect(await form.getByLabel("姓名").inputValue()).toBe("沈明远");
    expect(await form.getByLabel("公司名称").inputValue()).toBe("杭州明远咨询有限公司");
    await form.getByLabel("其他行业").fill("管理咨询");
    await form.getByRole("button", { name: "保存" }).click();
    await page.waitForURL(/\/my\/index$/);
    await page.getByRole("heading", { name: /沈明远/ }).waitFor();

    // The form opens again with what was saved.
    await page.goto(`${baseUrl}/my/userinfo`);
    expect(await form.getByLabel("其他行业").inputValue()).toBe("管理咨询");
    expect(await form.getByLabel("城市").inputValue()).toBe("杭州市");

    // Change the mobile: the same number first, then a new one with the code texted to it.
    await page.getByRole("button", { name: "修改手机号" }).click();
    const dialog = page.getByRole("dialog", { name: "修改手机号" });
    await dialog.getByPlaceholder("请输入新手机号").fill(mobile);
    await dialog.getByPlaceholder("请输入6位验证码").fill("123456");
    await dialog.getByRole("button", { name: "确认修改" }).click();
    await dialog.getByRole("alert").filter({ hasText: "和当前手机号一样,无需修改" }).waitFor();
    await expectNoSeriousA11yViolations(page, "修改手机号");
    const next = freshMobile().replace(/^137/, "136");
    await dialog.getByPlaceholder("请输入新手机号").fill(next);
    await askForCode(dialog);
    const code = await smsCode(next);
    const wrong = code === "000000" ? "111111" : "000000";
    await dialog.getByPlaceholder("请输入6位验证码").fill(wrong);
    await dialog.getByRole("button", { name: "确认修改" }).click();
    // 701: on the code field.
    await dialog.getByRole("alert").filter({ hasText: "验证码错误" }).waitFor();
    expect(await dialog.getByPlaceholder("请输入6位验证码").getAttribute("aria-invalid")).toBe("true");
    await dialog.getByPlaceholder("请输入6位验证码").fill(code);
    await dialog.getByRole("button", { name: "确认修改" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText(`+86 ${next.slice(0, 3)}`).waitFor();

    // Download my data.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "下载我的数据" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^我的数据-\d{4}-\d{2}-\d{2}\.json$/);
    const archive = JSON.parse(await readFile((await file.path()) as string, "utf8"));
    expect(archive.profile).toMatchObject({ mobile: next, chineseName: "沈明远", city: "杭州市", email: "mingyuan@example.com" });
  });

  journey("on a phone the edit page keeps its fields in one column", async (newPage) => {
    const page = await newPage(PHONE);
    await page.goto(`${baseUrl}/user/login?gotoUrl=${encodeURIComponent("/my/edit")}`);
    const mobile = freshMobile().replace(/^137/, "135");
    await signInWithForm(page, mobile);
    await page.waitForURL(/\/user\/interest/);
    await page.goto(`${baseUrl}/my/edit`);
    const form = page.locator("form.profile-edit__form");
    await form.getByRole("button", { name: "保存" }).click();
    await form.getByRole("alert").filter({ hasText: "请输入姓名" }).waitFor();
    await form.getByRole("alert").filter({ hasText: "请选择行业" }).waitFor();
    await form.getByRole("alert").filter({ hasText: "请选择所在地区" }).waitFor();
    await form.getByRole("alert").filter({ hasText: "请输入公司名称" }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });

  journey("the bind-mobile page binds a new number and goes on to GotoUrl", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/user/login?gotoUrl=${encodeURIComponent("/my/index")}`);
    await signInWithForm(page, freshMobile().replace(/^137/, "132"));
    await page.waitForURL(/\/user\/interest/);
    await page.goto(`${baseUrl}/user/bindmobile?GotoUrl=${encodeURIComponent("/my/mycourse")}`);
    await page.getByRole("heading", { name: "绑定手机号" }).waitFor();
    expect(await page.title()).toContain("绑定手机号");
    await expectNoSeriousA11yViolations(page);
    const form = page.locator("form.profile-edit__form");
    const next = freshMobile().replace(/^137/, "131");
    await form.getByPlaceholder("请输入手机号").fill(next);
    await askForCode(form);
    await form.getByPlaceholder("请输入6位验证码").fill(await smsCode(next));
    await form.getByRole("button", { name: "绑定" }).click();
    await page.waitForURL(/\/my\/mycourse$/);
  });
});
