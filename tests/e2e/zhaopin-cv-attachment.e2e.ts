import { describe, expect } from "bun:test";
import { join } from "node:path";
import { minimalPdf } from "@/api/modules/zhaopin/cv/tests/documents";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { signInToAdmin } from "./support/admin";
import { artifacts, baseUrl, DESKTOP, fitsWidth, PHONE, useBrowser } from "./support/browser";
import { browserCookies } from "./support/people";
import { applyTo, candidateWithCv, publishedPosition } from "./support/zhaopin";

const { journey } = useBrowser();

/** The demo HR of 雨欣水产 (db/seed/users.ts) and a candidate no other journey knows. */
const HR = "13900000001";
const CANDIDATE = "13900000195";
const NAME = "附件候选";
const POSITION = "浏览器测试·附件简历专员";
const FILE = "附件候选的简历.pdf";

describe("附件简历", () => {
  journey(
    "on a phone the candidate uploads a PDF beside the online CV and sends it; HR downloads it from the application",
    async (newPage) => {
      // HR posts a position of its own through the back office's api (its screens are zhaopin-hiring's).
      const hr = await newPage(DESKTOP);
      await signInToAdmin(hr, HR);
      const positionId = await publishedPosition(hr, {
        name: POSITION,
        salaryMin: 9000,
        salaryMax: 14000,
        province: "广东省",
        city: "深圳市",
        description: "负责社群与活动运营。",
      });

      // The candidate writes the online CV through the portal's calls (its pages are zhaopin-cv.e2e.ts's).
      const client = await candidateWithCv(CANDIDATE, "10.195.0.1", {
        base: { chineseName: NAME, sex: 2, age: 25, workYears: "1-3年" },
        work: { startTime: "2021/07", companyName: "某某文化", position: "社群运营" },
        education: { startTime: "2017/09", endTime: "2021/06", university: "华南师范大学", major: "新闻学" },
      });

      // On a phone, the CV page's 附件简历: a PNG renamed .pdf is refused by its content, the PDF is kept.
      const phone = await newPage(PHONE);
      await phone.context().addCookies(browserCookies(client.cookies));
      await phone.goto(`${baseUrl}/ZhaoPin/mycv`);
      const card = phone.getByRole("region", { name: "附件简历" });
      await card.getByText("除在线简历外，可上传一份PDF或Word格式的简历").waitFor();
      const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
      const input = card.locator('input[type="file"]');
      expect(await input.getAttribute("accept")).toBe(".pdf,.doc,.docx");
      await input.setInputFiles({ name: "照片.pdf", mimeType: "application/pdf", buffer: png });
      await phone.getByText("请上传PDF或Word文件").waitFor();
      const pdf = Buffer.from(minimalPdf());
      await input.setInputFiles({ name: FILE, mimeType: "application/pdf", buffer: pdf });
      await phone.getByText("附件简历上传成功").waitFor();
      await card.getByText(FILE).waitFor();
      await card.getByText(/1 KB · 上传于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/).waitFor();
      await fitsWidth(phone);
      await phone.screenshot({ path: join(artifacts, "zhaopin-cv-attachment-375.png"), fullPage: true });
      await expectNoSeriousA11yViolations(phone);

      // 下载 hands back the same bytes under the name it was given.
      const [saved] = await Promise.all([phone.waitForEvent("download"), card.getByRole("link", { name: `下载${FILE}` }).click()]);
      expect(saved.suggestedFilename()).toBe(FILE);
      // Kept over a reload.
      await phone.reload();
      await card.getByText(FILE).waitFor();

      // The candidate sends the CV to the position; HR opens the application and downloads the file from it.
      const { applicationId } = await applyTo(client, positionId);
      await hr.goto(`${baseUrl}/admin/applications/${applicationId}/show`);
      await hr.getByText("状态：被查看").waitFor();
      await hr.getByText(FILE).waitFor();
      const link = hr.getByRole("link", { name: `下载 ${FILE}` });
      expect(await link.getAttribute("href")).toBe(`/admin/api/applications/${applicationId}/cv-attachment`);
      const [received] = await Promise.all([hr.waitForEvent("download"), link.click()]);
      expect(received.suggestedFilename()).toBe(FILE);
      const path = await received.path();
      expect(new Uint8Array(await Bun.file(path).arrayBuffer())).toEqual(new Uint8Array(pdf));
      await hr.screenshot({ path: join(artifacts, "zhaopin-application-attachment-1280.png"), fullPage: true });
      await expectNoSeriousA11yViolations(hr);

      // The candidate deletes it (after confirming); HR's application then shows none.
      await card.getByRole("button", { name: "删除" }).click();
      await phone.getByRole("dialog", { name: "删除附件简历" }).getByRole("button", { name: "删除" }).click();
      await phone.getByText("附件简历已删除").waitFor();
      await card.getByText("上传附件简历", { exact: true }).waitFor();
      await hr.reload();
      await hr.getByText("未上传").waitFor();
    },
  );
});
