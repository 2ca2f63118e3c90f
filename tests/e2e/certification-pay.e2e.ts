import { describe, expect } from "bun:test";
import type { Page } from "playwright-core";
import { openAdminMenu, signInToAdmin } from "./support/admin";
import { baseUrl, DESKTOP, PHONE, useBrowser } from "./support/browser";
import { OPERATOR } from "./support/people";
import { signInWithForm } from "./support/portal";

/** Demo accounts of db/seed: two candidates with an unpaid registration (exam 1 at 199.00, exam 2). */
const PAYS_BY_WECHAT = "13900000010";
const PAYS_BY_VOUCHER = "13900000011";

const { journey } = useBrowser();

/** Signs a candidate in and opens the pay page of their exam the way the flow offers it (waitaudit's 去支付). */
async function openPayPage(page: Page, mobile: string, examId: number) {
  await page.goto(`${baseUrl}/user/login?gotoUrl=${encodeURIComponent(`/certification/waitaudit?examid=${examId}`)}`);
  await signInWithForm(page, mobile);
  await page.waitForURL(/\/certification\/waitaudit\?examid=/);
  await page.getByRole("link", { name: "去支付" }).click();
  await page.waitForURL(/\/certification\/pay\?pra_id=\d+&pra_em=\d+/);
  await page.getByRole("heading", { name: "支付报名费" }).waitFor();
}

describe("paying for a certification exam", () => {
  journey("a candidate pays 199.00 in the sandbox cashier and lands on waitaudit", async (newPage) => {
    const page = await newPage(DESKTOP);
    await openPayPage(page, PAYS_BY_WECHAT, 1);
    const payPage = page.url();
    expect(await page.getByTestId("pay-amount").textContent()).toBe("¥199.00");
    const orderNumber = (await page.getByTestId("order-number").textContent())!.trim();
    expect(orderNumber).toMatch(/^\d{20}$/);
    await page.getByRole("img", { name: "微信支付二维码" }).waitFor();

    // 取消 in the cashier: back on the pay page with the spec's message, nothing paid.
    await page.getByRole("link", { name: "打开沙箱收银台" }).click();
    await page.getByRole("heading", { name: "沙箱收银台" }).waitFor();
    await page.getByText("¥199.00").waitFor();
    expect(await page.getByTestId("order-number").textContent()).toBe(orderNumber);
    await page.getByRole("button", { name: "取消" }).click();
    await page.getByText("支付已取消（payment cancelled）").waitFor();
    await page.getByRole("heading", { name: "支付报名费" }).waitFor();

    // 确认支付: the sandbox's signed notification pays the order; the page goes on to waitaudit.
    await page.getByRole("link", { name: "打开沙箱收银台" }).click();
    await page.getByRole("button", { name: "确认支付" }).click();
    await page.waitForURL(/\/certification\/waitaudit\?examid=1$/);
    await page.getByRole("heading", { name: "报名信息审核中" }).waitFor();

    // Opening the pay page again leads straight to waitaudit (spec 001: after payment, confirming leads there).
    await page.goto(payPage);
    await page.waitForURL(/\/certification\/waitaudit\?examid=1$/);
  });

  journey("an operator generates vouchers; a candidate on a phone redeems one", async (newPage) => {
    const admin = await newPage(DESKTOP);
    await signInToAdmin(admin, OPERATOR);
    await openAdminMenu(admin, "认证考试", "代金券批次");
    await admin.getByRole("link", { name: "新建" }).waitFor();
    // The form on a page of its own: opened from the list, the list's own 考试 filter (the same exams) stays mounted
    // until the form's screen has loaded, and the two pickers' answers kept re-drawing the choices under the pointer.
    await admin.goto(`${baseUrl}/admin/voucher-batches/create`);
    await admin.getByLabel("生成数量").waitFor();
    await admin.getByRole("combobox", { name: "考试" }).click();
    await admin.getByRole("option", { name: "巨量引擎营销认证（中级）" }).click();
    await admin.getByLabel("生成数量").fill("3");
    await admin.getByLabel("备注").fill("浏览器测试发放");
    await admin.getByRole("button", { name: "保存" }).click();
    const codes = admin.getByRole("cell").filter({ hasText: /^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/ });
    await codes.first().waitFor();
    expect(await codes.count()).toBe(3);
    const code = (await codes.first().textContent())!.trim();

    const page = await newPage(PHONE);
    await openPayPage(page, PAYS_BY_VOUCHER, 2);
    // A phone pays through the cashier page (pay/WxWapPay) or with a voucher.
    await page.getByRole("button", { name: /微信支付 ¥299\.00/ }).waitFor();
    await page.getByRole("link", { name: "使用代金券" }).click();
    await page.getByRole("heading", { name: "使用代金券" }).waitFor();

    // All four groups are needed.
    await page.getByLabel("代金券第1段").pressSequentially(code.slice(0, 4).toLowerCase());
    await page.getByRole("button", { name: "确认使用" }).click();
    await page.getByText("请输入完整代金券").waitFor();
    // Typed in lower case it reads upper case, and the focus has moved on after 4 characters.
    expect(await page.getByLabel("代金券第1段").inputValue()).toBe(code.slice(0, 4));
    await page.getByLabel("代金券第2段").pressSequentially(code.slice(5, 9).toLowerCase());
    expect(await page.getByLabel("代金券第2段").inputValue()).toBe(code.slice(5, 9));
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("代金券第3段");
    // The rest of the code pasted at once fills the remaining groups.
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData("text", text);
      document.activeElement!.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, code.slice(10));
    expect(await page.getByLabel("代金券第4段").inputValue()).toBe(code.slice(15));
    await page.getByRole("button", { name: "确认使用" }).click();
    await page.waitForURL(/\/certification\/waitaudit\?examid=2$/);
    await page.getByRole("heading", { name: "报名信息审核中" }).waitFor();

    // The batch now shows the code used, by whom.
    await admin.reload();
    const usedRow = admin.getByRole("row").filter({ hasText: code });
    await usedRow.getByTestId("true").waitFor();
    // The user who used it is a reference, fetched after the row itself.
    await usedRow.getByRole("link").first().waitFor();
    expect(await usedRow.getByRole("link").count()).toBe(1);
  });
});
