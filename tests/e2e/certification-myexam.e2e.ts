import { describe, expect } from "bun:test";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { openAdminMenu, signInToAdmin } from "./support/admin";
import { artifacts, askForCode, baseUrl, DESKTOP, PHONE, smsCode, useBrowser } from "./support/browser";
import { REVIEWER } from "./support/people";
import { signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** Demo candidate with a passed exam 1 (score 86, db/seed/certification.ts). */
const CANDIDATE = "13900000016";

/** A visitor to /my/examinfo is sent to sign in and comes back to the list. */
async function signInToExamInfo(page: Page, mobile: string) {
  await page.goto(`${baseUrl}/my/examinfo?type=success`);
  await page.waitForURL(/\/user\/login\?gotoUrl=/);
  await signInWithForm(page, mobile);
  await page.waitForURL(/\/my\/examinfo\?type=success$/);
  await page.getByRole("heading", { name: "考试记录" }).waitFor();
}

describe("exam records, paper certificate and invoice", () => {
  journey("a passed candidate asks for a paper certificate and an invoice; the operator ships the certificate", async (newPage) => {
    const page = await newPage(DESKTOP);
    await signInToExamInfo(page, CANDIDATE);
    const tabs = page.getByRole("navigation", { name: "考试记录分类" });
    expect(await tabs.getByRole("link", { name: "已通过" }).getAttribute("aria-current")).toBe("page");
    const record = page.locator(".exam-record").filter({ hasText: "已通过" }).first();
    await record.getByText("86", { exact: true }).waitFor();
    await record.getByText(/^CERT\d{10}/).waitFor();

    // The paper certificate pop-up: empty fields are named, the courier terms are shown, then the request goes in.
    await record.getByRole("button", { name: "申请纸质证书" }).click();
    const paper = page.getByRole("dialog", { name: "申请纸质证书" });
    await paper.getByText("快递费用一般为 13-25 元，由您到付").waitFor();
    await paper.getByText("拒收的包裹将被销毁，证书无法重新寄送").waitFor();
    await paper.getByRole("button", { name: "提交申请" }).click();
    await paper.getByText("省份不能为空").waitFor();
    await paper.getByLabel("省份").selectOption({ label: "广东省" });
    await paper.getByLabel("城市").selectOption({ label: "广州市" });
    await paper.getByRole("button", { name: "提交申请" }).click();
    await paper.getByText("详细地址不能为空").waitFor();
    await paper.getByLabel("详细地址").fill("天河区天河路 385 号 钱玉珍 13900000016");
    await paper.getByRole("button", { name: "提交申请" }).click();
    await page.getByText("纸质证书申请成功").waitFor();
    await paper.waitFor({ state: "detached" });
    await page.waitForURL(/\/my\/examinfo\?type=success$/);
    await record.getByText("已申请，待寄出").waitFor();
    expect(await record.getByRole("button", { name: "申请纸质证书" }).count()).toBe(0);

    // The invoice pop-up: a wrong e-mail is refused with the spec's message, a right one goes through.
    await record.getByRole("button", { name: "申请发票" }).click();
    const invoice = page.getByRole("dialog", { name: "申请发票" });
    await invoice.getByText("金额 ¥199.00").waitFor();
    await invoice.getByLabel("发票抬头", { exact: false }).first().fill("钱玉珍");
    await invoice.getByLabel("手机号码").fill(CANDIDATE);
    await invoice.getByLabel("接收邮箱").fill("qian@");
    await invoice.getByRole("button", { name: "提交申请" }).click();
    await invoice.getByText("邮箱格式不正确").waitFor();
    await invoice.getByLabel("接收邮箱").fill("qian@example.com");
    await invoice.getByRole("button", { name: "提交申请" }).click();
    await page.getByText("申请发票成功").waitFor();
    await invoice.waitFor({ state: "detached" });
    await record.getByText("已申请，1-2个月内发送至邮箱").waitFor();
    await page.screenshot({ path: join(artifacts, "myexam-1280.png"), fullPage: true });

    // The operator's queue: mark it shipped with the courier and tracking number.
    const admin = await newPage(DESKTOP);
    await signInToAdmin(admin, REVIEWER);
    await openAdminMenu(admin, "认证考试", "纸质证书", { exact: true });
    const row = admin.getByRole("row").filter({ hasText: "天河区天河路 385 号" });
    await row.getByRole("link", { name: "处理" }).click();
    await admin.getByRole("combobox", { name: "处理结果" }).click();
    await admin.getByRole("option", { name: "已寄出" }).click();
    await admin.getByLabel("快递公司").fill("顺丰速运");
    await admin.getByLabel("快递单号").fill("SF1400000016");
    await admin.getByRole("button", { name: "保存" }).click();
    await admin.waitForURL(/\/admin\/paper-certificates(\?|$)/);
    await admin.getByRole("combobox", { name: "状态" }).click();
    await admin.getByRole("option", { name: "已寄出" }).click();
    await admin.getByRole("row").filter({ hasText: "SF1400000016" }).waitFor();

    // The candidate is told by letter, and the record shows the parcel.
    await page.goto(`${baseUrl}/my/letter`);
    const letter = page.getByRole("list", { name: "站内信列表" }).getByRole("button", { name: /纸质证书已寄出/ });
    await letter.click();
    const pane = page.getByRole("region", { name: "站内信详情" });
    await pane.getByText(/已由顺丰速运寄出，快递单号：SF1400000016/).waitFor();
    await page.goto(`${baseUrl}/my/examinfo?type=success`);
    await page.locator(".exam-record").getByText("已寄出（顺丰速运 SF1400000016）").waitFor();
  });

  journey("a failed candidate finds the attempt under 未通过 and the result in the history score, on a phone", async (newPage) => {
    const page = await newPage(PHONE);
    await page.goto(`${baseUrl}/my/examinfo?type=fail`);
    await page.waitForURL(/\/user\/login\?gotoUrl=/);
    await signInWithForm(page, "13900000017");
    await page.waitForURL(/\/my\/examinfo\?type=fail$/);
    const record = page.locator(".exam-record").first();
    await record.getByText("未通过", { exact: true }).waitFor();
    await record.getByText("52", { exact: true }).waitFor();
    // A failed attempt gets no certificate, but its fee may still be invoiced.
    expect(await record.getByRole("button", { name: "申请纸质证书" }).count()).toBe(0);
    await record.getByRole("button", { name: "申请发票" }).waitFor();
    await page.screenshot({ path: join(artifacts, "myexam-375.png"), fullPage: true });

    await page.getByRole("link", { name: "历史成绩" }).click();
    await page.waitForURL(/\/certification\/historyscore$/);
    await page.getByText("第 1 次").waitFor();
    await page.getByText("最高成绩").waitFor();
  });

  journey("a lecturer fills the certificate name form in pinyin and hands in a course link", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/my/examedit`);
    await page.waitForURL(/\/user\/login\?gotoUrl=/);
    await signInWithForm(page, "13900000028");
    await page.waitForURL(/\/my\/examedit$/);
    await page.getByLabel("姓（拼音）").fill("钱");
    await page.getByLabel("身份证号/护照号").fill("110105194912310021");
    await page.getByLabel("联系电话").fill("12345");
    await page.getByRole("button", { name: "保存" }).click();
    await page.getByText("请输入姓拼音").waitFor();
    await page.getByText("请输入名拼音").waitFor();
    await page.getByText("请输入正确的身份证号/护照号格式").waitFor();
    await page.getByText("请输入正确的电话号码").waitFor();
    await page.getByLabel("姓（拼音）").fill("Qian");
    await page.getByLabel("名（拼音）").fill("Yu Zhen");
    await page.getByLabel("身份证号/护照号").fill("11010519491231002X");
    await page.getByLabel("联系电话").fill("");
    await page.getByRole("button", { name: "保存" }).click();
    await page.getByText("保存成功").waitFor();
    await page.reload();
    expect(await page.getByLabel("名（拼音）").inputValue()).toBe("Yu Zhen");

    await page.goto(`${baseUrl}/certification/lecsubmit`);
    await page.getByLabel("微云文件夹链接").fill("weiyun 分享");
    await page.getByRole("button", { name: "提交", exact: true }).click();
    await page.getByText("请输入正确的微云文件夹链接").waitFor();
    await page.getByText("课程名称 不能为空").waitFor();
    await page.getByLabel("微云文件夹链接").fill("https://share.weiyun.com/5xYzAbC");
    await page.getByLabel("课程名称").fill("短视频营销实战");
    await page.getByRole("button", { name: "提交", exact: true }).click();
    await page.getByText("提交成功").waitFor();
    expect(await page.getByLabel("课程名称").inputValue()).toBe("");
  });

  journey("on a phone, the exam profile form names what is missing, then saves with the texted code", async (newPage) => {
    const mobile = "13900000029";
    // The phone the candidate keeps on the profile: the number they signed in with was texted its code moments
    // before, and a number is texted one code a minute.
    const phone = "13700000029";
    const page = await newPage(PHONE);
    await page.goto(`${baseUrl}/user/login?gotoUrl=${encodeURIComponent("/my/pearsonceredit")}`);
    await signInWithForm(page, mobile);
    await page.waitForURL(/\/my\/pearsonceredit$/);
    const form = page.locator("form.exam-profile__form");
    expect(await form.getByLabel("手机号码").inputValue()).toBe(mobile);
    await form.getByRole("button", { name: "保存" }).click();
    await form.getByText("验证码不能为空").waitFor();
    await form.getByText("邮箱地址不能为空").waitFor();
    await form.getByText("省份不能为空").waitFor();
    await form.getByLabel("邮箱").fill("qian@example.com");
    await form.getByLabel("所在地区").selectOption({ label: "广东省" });
    await form.getByLabel("城市").selectOption({ label: "深圳市" });
    await form.getByLabel("企业名称").fill("深圳示例科技有限公司");
    await form.getByLabel("身份证号").fill("11010519491231002X");
    await form.getByLabel("手机号码").fill(phone);
    await askForCode(form);
    await form.getByLabel("验证码").fill(await smsCode(phone));
    await page.screenshot({ path: join(artifacts, "myexam-profile-375.png"), fullPage: true });
    await form.getByRole("button", { name: "保存" }).click();
    await page.getByText("保存成功").waitFor();
  });
});
