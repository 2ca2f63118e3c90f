import { describe, expect } from "bun:test";
import { signInToAdmin } from "./support/admin";
import { baseUrl, DESKTOP, useBrowser } from "./support/browser";
import { OPERATOR } from "./support/people";

const { journey } = useBrowser();

/** The third demo exam (db/seed/certification.ts), which has no outline yet: its pop-up says 暂未提供. */
const FREE_EXAM = "内容营销基础认证";
const FREE_EXAM_ID = 3;

/** A one-page PDF as an operator's outline file. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/MediaBox[0 0 595 842]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

describe("an exam's outline file", () => {
  journey("an operator uploads a PDF outline; the exam's info pop-up then links to it instead of 暂未提供", async (newPage) => {
    const page = await newPage(DESKTOP);
    const info = page.getByRole("dialog", { name: FREE_EXAM });
    const openInfo = async () => {
      await page.goto(`${baseUrl}/certification/exam`);
      await page.locator("article", { hasText: FREE_EXAM }).getByRole("button", { name: "考试信息" }).click();
    };
    await openInfo();
    await info.getByText("暂未提供").waitFor();

    const admin = await newPage(DESKTOP);
    await signInToAdmin(admin, OPERATOR);
    await admin.getByText("用户总数").waitFor();
    await admin.goto(`${baseUrl}/admin/exams/${FREE_EXAM_ID}`);
    await admin.getByRole("button", { name: "上传大纲文件" }).waitFor();
    // Not a PDF, whatever its name says: refused with the reason, the field untouched.
    await admin
      .locator('input[type="file"]')
      .setInputFiles({ name: "大纲.pdf", mimeType: "application/pdf", buffer: Buffer.from("这不是PDF") });
    await admin.getByText("文件类型无效").waitFor();
    expect(await admin.getByLabel("考试大纲").inputValue()).toBe("");
    await admin.locator('input[type="file"]').setInputFiles({ name: "考试大纲.pdf", mimeType: "application/pdf", buffer: PDF });
    await admin.getByText("“考试大纲.pdf”已上传，保存后生效").waitFor();
    const url = await admin.getByLabel("考试大纲").inputValue();
    expect(url).toMatch(/^\/uploads\/admin\/\d{4}-\d{2}\/[0-9a-f]{32}\.pdf$/);
    await admin.getByRole("button", { name: "保存" }).click();
    await admin.waitForURL(/\/admin\/exams(\?|$)/);

    await openInfo();
    const link = info.getByRole("link", { name: "查看考试大纲" });
    expect(await link.getAttribute("href")).toBe(url);
    const file = await page.request.get(`${baseUrl}${url}`);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);
  });
});
