import { describe, expect } from "bun:test";
import { openAdminMenu, signInToAdmin } from "./support/admin";
import { baseUrl, useBrowser } from "./support/browser";
import { tinyPng } from "./support/files";
import { OPERATOR } from "./support/people";

const { journey } = useBrowser();

/** An MP4's opening `ftyp` box (brand isom), padded to 256 KB: enough for the server's content check and a range. */
function smallMp4() {
  const bytes = new Uint8Array(256 * 1024);
  bytes.set([0, 0, 0, 0x18, ...new TextEncoder().encode("ftypisom"), 0, 0, 2, 0, ...new TextEncoder().encode("isomiso2")]);
  return Buffer.from(bytes);
}

describe("courses in the back office", () => {
  journey(
    "an operator creates a course with an uploaded cover in a column, adds a chapter and a lesson with an uploaded video, and the video plays by ranges",
    async (newPage) => {
      const page = await newPage();
      await signInToAdmin(page, OPERATOR);
      await page.getByText("用户总数").waitFor();

      await openAdminMenu(page, "课程与学习", "点播课程");
      await page.getByRole("link", { name: "新建" }).click();
      // The list stays on screen while the form's code loads, and its search box is labelled 课程标题 too.
      await page.getByRole("button", { name: "保存" }).waitFor();
      await page.getByRole("textbox", { name: "课程标题" }).fill("浏览器测试课程");
      await page.locator('input[type="file"]').setInputFiles({ name: "封面.png", mimeType: "image/png", buffer: tinyPng() });
      await page.getByText("已上传 封面.png，保存后生效").waitFor();
      const cover = await page.getByRole("textbox", { name: "封面地址" }).inputValue();
      expect(cover).toMatch(/^\/uploads\/admin\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
      await page.getByRole("combobox", { name: "栏目类型" }).click();
      await page.getByRole("option", { name: "热点专题" }).click();
      await page.getByRole("button", { name: "保存" }).click();

      // Saved, the course opens for editing with its chapters tab.
      await page.getByRole("tab", { name: "章节与课时" }).click();
      await page.getByRole("link", { name: "添加章节" }).click();
      await page.waitForURL(/\/create/);
      await page.getByRole("textbox", { name: "章节名称" }).fill("第一章 入门");
      await page.getByRole("button", { name: "保存" }).click();

      // Back on the course's page: the chapter opens to its lessons.
      await page.getByRole("tab", { name: "章节与课时" }).click();
      await page.getByRole("cell", { name: "第一章 入门" }).click();
      await page.getByRole("link", { name: "添加课时" }).click();
      await page.waitForURL(/\/create/);
      await page.getByRole("textbox", { name: "课时名称" }).fill("开篇");
      await page.locator('input[type="file"]').setInputFiles({ name: "开篇.mp4", mimeType: "video/mp4", buffer: smallMp4() });
      await page.getByText("已上传 开篇.mp4").waitFor();
      const url = await page.getByLabel("视频或文档地址").inputValue();
      expect(url).toMatch(/^\/uploads\/admin\/\d{4}-\d{2}\/[0-9a-f]{32}\.mp4$/);
      await page.getByLabel("时长（秒）").fill("90");
      await page.getByRole("button", { name: "保存" }).click();

      // The chapter stays open as it was left (react-admin remembers expanded rows).
      await page.getByRole("tab", { name: "章节与课时" }).click();
      await page.getByRole("cell", { name: "开篇", exact: true }).waitFor();

      // Published in the 热点专题 column, the course shows there with its uploaded cover, at the card's width.
      await page.goto(`${baseUrl}/Learning/List?columnType=4`);
      const card = page.getByRole("link", { name: /浏览器测试课程/ });
      expect(await card.locator("img").getAttribute("srcset")).toBe(`${cover}?w=320 320w, ${cover}?w=640 640w`);

      const part = await page.request.get(`${baseUrl}${url}`, { headers: { Range: "bytes=0-1023" } });
      expect([part.status(), part.headers()["content-range"], part.headers()["content-type"]]).toEqual([
        206,
        `bytes 0-1023/${256 * 1024}`,
        "video/mp4",
      ]);
    },
  );
});
