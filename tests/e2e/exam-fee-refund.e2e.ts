import { describe, expect } from "bun:test";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { latestCode, signIn, type TestClient, testClient } from "@/tests/support/client";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { adminApi, openAdminMenu, signInToAdmin } from "./support/admin";
import { artifacts, baseUrl, DESKTOP, fitsWidth, PHONE, useBrowser } from "./support/browser";
import { browserCookies, REVIEWER } from "./support/people";

const { journey } = useBrowser();

/** The demo HR of 雨欣水产 (db/seed/users.ts); new numbers no other journey knows: the learner and the phone on their form. */
const HR = "13900000001";
const HR_COMPANY = "雨欣水产";
const LEARNER = "13900000150";
const FORM_PHONE = "13900000151";
/** The second demo exam (db/seed/certification.ts): 299 yuan, no camera check, pass mark 75. */
const EXAM_ID = 2;
const EXAM_NAME = "巨量引擎营销认证（中级）";
const LEARNER_NAME = "退费浏览器学员";

/** The page's finite animations (a chip changing colour, a pop-up fading in) have ended: what a screenshot should show. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => {})),
    ),
  );

/** A portal call of the learner's that must succeed. */
async function ok<T>(client: TestClient, path: string, body: Record<string, unknown> = {}) {
  const res = await client.call<T>(path, body);
  expect({ path, code: res.code, msg: res.msg }).toEqual({ path, code: 0, msg: res.msg });
  return res.data;
}

/**
 * What comes before the refund, through the product's own calls: the learner registers for the paid exam, pays at the
 * sandbox cashier (确认支付), the operator approves the registration, the learner books a sitting, the operator records
 * a pass; then the learner asks to bind to the demo HR's company. Answers the learner's signed-in client.
 */
async function passedAPaidExam(operator: Page) {
  const client = testClient(baseUrl, { ip: "10.48.0.1" });
  expect((await signIn(client, baseUrl, LEARNER)).code).toBe(0);
  await ok(client, "common/code", { areaCode: "+86", mobile: FORM_PHONE, ticket: "t", randStr: "r" });
  const registration = await ok<{ id: number }>(client, "Pearson/ExamAdd", {
    examid: EXAM_ID,
    chineseName: LEARNER_NAME,
    companyName: HR_COMPANY,
    idType: 0,
    idCard: "11010519491231002X",
    areaCode: "+86",
    phone: FORM_PHONE,
    code: await latestCode(baseUrl, FORM_PHONE),
  });
  const order = await ok<{ orderNum: string }>(client, "pearson/Confirm", { pra_id: registration.id, pra_em: EXAM_ID });
  const cashier = await ok<{ url: string }>(client, "pay/WxQrPay", { orderNumber: order.orderNum });
  const ticket = /name="ticket" value="([^"]+)"/.exec(await (await fetch(cashier.url)).text())![1]!;
  const paid = await fetch(`${baseUrl}/pay/sandbox/pay`, {
    method: "POST",
    body: new URLSearchParams({ ticket, action: "pay" }),
    redirect: "manual",
  });
  expect(paid.status).toBe(303);

  const reviewed = await adminApi(operator, "POST", "/exam-registrations/review", {
    ids: [registration.id],
    decision: "approve",
    reason: "",
  });
  expect(reviewed).toMatchObject({ status: 200, json: { data: [registration.id] } });
  const dates = await ok<{ ok: string[] }>(client, "pearson/gettime", { examid: EXAM_ID });
  const [sitting] = await ok<{ id: number }[]>(client, "pearson/getsesstion", { starttime: dates.ok[0], examid: EXAM_ID });
  await ok(client, "pearson/GetSesstionToUrl", { starttime: dates.ok[0], id: sitting!.id, examid: EXAM_ID });
  expect((await adminApi(operator, "POST", `/exam-results/${registration.id}/score`, { score: 88 })).status).toBe(200);

  const { list } = await ok<{ list: { companyId: number; companyName: string }[] }>(client, "my/getavailablecompany");
  const company = list.find((c) => c.companyName === HR_COMPANY)!;
  await ok(client, "my/bindusecompany", { companyId: company.companyId, employeeId: "E2E-150" });
  return client;
}

describe("exam fee refund for a certified employee", () => {
  journey("HR certifies the employee and sponsors the exam; the learner asks on /my/examinfo; an operator refunds it", async (newPage) => {
    const operator = await newPage(DESKTOP);
    await signInToAdmin(operator, REVIEWER);
    const client = await passedAPaidExam(operator);

    // The learner's record: passed and paid, but not (yet) a certified employee of a sponsoring company: no button.
    const page = await newPage(DESKTOP);
    await page.context().addCookies(browserCookies(client.cookies));
    await page.goto(`${baseUrl}/my/examinfo?type=success`);
    const record = page.locator(".exam-record").filter({ hasText: EXAM_NAME });
    await record.getByText("88", { exact: true }).waitFor();
    expect(await record.getByRole("button", { name: "申请退还考试费" }).count()).toBe(0);

    // HR approves the binding (the person becomes the company's 认证员工) and adds the exam to 报销考试.
    const hr = await newPage(DESKTOP);
    await signInToAdmin(hr, HR);
    await hr.getByRole("menuitem", { name: "企业绑定申请" }).click();
    await hr.getByRole("row").filter({ hasText: "E2E-150" }).getByRole("link", { name: "审核" }).click();
    await hr.getByRole("combobox", { name: "审核结果" }).click();
    await hr.getByRole("option", { name: "已通过" }).click();
    await hr.getByRole("button", { name: "保存" }).click();
    await hr.waitForURL(/\/admin\/company-bindings(\?|$)/);
    await hr.getByRole("row").filter({ hasText: "E2E-150" }).waitFor({ state: "detached" });

    await hr.getByRole("menuitem", { name: "报销考试" }).click();
    await hr.getByText("本企业的认证员工通过考试后").waitFor();
    await hr.getByRole("link", { name: "添加报销考试" }).click();
    await hr.getByRole("combobox", { name: "考试" }).click();
    await hr.getByRole("option", { name: EXAM_NAME }).click();
    await hr.getByRole("button", { name: "保存" }).click();
    await hr.waitForURL(/\/admin\/sponsored-exams(\?|$)/);
    await hr.getByRole("row").filter({ hasText: EXAM_NAME }).waitFor();
    await hr.screenshot({ path: join(artifacts, "sponsored-exams-hr-1280.png"), fullPage: true });
    await hr.setViewportSize(PHONE);
    // The phone's list of cards has replaced the table (its column headings are gone).
    await hr.getByRole("columnheader", { name: "添加时间" }).waitFor({ state: "detached" });
    await hr.getByText(EXAM_NAME).waitFor();
    await fitsWidth(hr);
    await hr.screenshot({ path: join(artifacts, "sponsored-exams-hr-375.png"), fullPage: true });
    await hr.setViewportSize(DESKTOP);
    // Added again: refused in Chinese, the list unchanged.
    await hr.getByRole("link", { name: "添加报销考试" }).click();
    await hr.getByRole("combobox", { name: "考试" }).click();
    await hr.getByRole("option", { name: EXAM_NAME }).click();
    await hr.getByRole("button", { name: "保存" }).click();
    await hr.getByText("该考试已在本企业的报销考试中").waitFor();

    // Now the record offers the refund: the pop-up says what goes back and how, and the request goes in once.
    await page.reload();
    await record.getByRole("button", { name: "申请退还考试费" }).click();
    const dialog = page.getByRole("dialog", { name: "申请退还考试费" });
    await dialog.getByText("考试费 ¥299.00").waitFor();
    await dialog.getByText("审核通过后考试费将按原支付方式原路退回", { exact: false }).waitFor();
    // (The check waits for the pop-up to finish fading in, so the pictures show it as the person reads it.)
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: join(artifacts, "fee-refund-ask-1280.png"), fullPage: true });
    await page.setViewportSize(PHONE);
    await dialog.getByRole("button", { name: "确认申请" }).waitFor();
    await fitsWidth(page);
    await page.screenshot({ path: join(artifacts, "fee-refund-ask-375.png") });
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole("button", { name: "确认申请" }).click();
    await page.getByText("退费申请已提交，请等待审核").first().waitFor();
    await dialog.waitFor({ state: "detached" });
    await record.getByText("审核中", { exact: true }).waitFor();
    expect(await record.getByRole("button", { name: "申请退还考试费" }).count()).toBe(0);
    await page.screenshot({ path: join(artifacts, "fee-refund-pending-1280.png"), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    // The operator's queue: the request waits first; 通过并退款 asks before returning the money through the provider.
    await operator.goto(`${baseUrl}/admin/`);
    await openAdminMenu(operator, "认证考试", "考试费退还", { exact: true });
    const row = operator.getByRole("row").filter({ hasText: LEARNER_NAME });
    await row.getByText("待审核").waitFor();
    await row.getByText("¥299.00").waitFor();
    await row.getByText(HR_COMPANY).waitFor();
    await operator.screenshot({ path: join(artifacts, "exam-fee-refunds-1280.png"), fullPage: true });
    await row.getByRole("button", { name: "通过并退款" }).click();
    const confirm = operator.getByRole("dialog");
    await confirm.getByText(`将通过原支付渠道把 ¥299.00 退还给 ${LEARNER_NAME}`, { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "确认" }).click();
    await operator.getByText("退款已提交支付渠道，已记为已退款").waitFor();
    await row.getByText("已退款").waitFor();
    expect(await row.getByRole("button", { name: "通过并退款" }).count()).toBe(0);
    await settled(operator);
    await operator.screenshot({ path: join(artifacts, "exam-fee-refunds-refunded-1280.png"), fullPage: true });
    // On a phone the queue is a list of cards that fits the screen.
    await operator.setViewportSize(PHONE);
    await operator.getByText(`${LEARNER_NAME} · ${EXAM_NAME}`).waitFor();
    await fitsWidth(operator);
    await operator.screenshot({ path: join(artifacts, "exam-fee-refunds-375.png"), fullPage: true });

    // The learner sees 已退款 and reads the letter, on a phone.
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}/my/examinfo?type=success`);
    await record.getByText("已退款", { exact: true }).waitFor();
    await fitsWidth(page);
    await page.screenshot({ path: join(artifacts, "fee-refund-refunded-375.png"), fullPage: true });
    await page.goto(`${baseUrl}/my/letter`);
    await page
      .getByRole("list", { name: "站内信列表" })
      .getByRole("button", { name: /考试费已退还/ })
      .click();
    await page
      .getByRole("article", { name: "考试费已退还" })
      .getByText(`¥299.00 已审核通过（${HR_COMPANY}报销），将按原支付方式原路退回`, { exact: false })
      .waitFor();
  });
});
