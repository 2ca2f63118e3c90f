import { describe, expect } from "bun:test";
import jsQR from "jsqr";
import sharp from "sharp";
import { openAdminMenu, signInToAdmin } from "./support/admin";
import { baseUrl, PHONE, useBrowser } from "./support/browser";
import { REVIEWER } from "./support/people";

/** The demo candidate booked on exam 1 (db/seed/certification.ts). */
const BOOKED = "13900000014";

const { journey } = useBrowser();

/** The QR code image on the certificate's page, decoded as a phone camera would. */
async function decodeQr(dataUrl: string) {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64");
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? "";
}

describe("certification results", () => {
  journey(
    "an operator records a pass; the certificate is found by the query page and by its QR code, and both looks are logged",
    async (newPage) => {
      const admin = await newPage();
      await signInToAdmin(admin, REVIEWER);
      await openAdminMenu(admin, "认证考试", "考试成绩", { exact: true });
      const row = admin.getByRole("row").filter({ hasText: BOOKED });
      await row.waitFor();
      const holder = (await row.getByRole("cell").nth(2).textContent())!.trim();
      await row.getByRole("button", { name: "录入成绩" }).click();
      const dialog = admin.getByRole("dialog");
      await dialog.getByLabel("分数").fill("101");
      await dialog.getByRole("button", { name: "保存" }).click();
      await dialog.getByText("分数不能超过满分100分").waitFor();
      await dialog.getByLabel("分数").fill("92");
      await dialog.getByRole("button", { name: "保存" }).click();
      const done = admin.getByText(/已录入：考试通过，证书编号 CERT\d{10}/);
      await done.waitFor();
      const number = /CERT\d{10}/.exec((await done.textContent()) ?? "")![0];

      // Importing a file that names the same attempt again changes nothing; a bad row is reported with its line.
      await admin.getByRole("combobox", { name: "状态" }).click();
      await admin.getByRole("option", { name: "通过", exact: true }).click();
      const scored = admin.getByRole("row").filter({ hasText: BOOKED });
      await scored.getByRole("cell", { name: "92" }).waitFor();
      const registrationId = (await scored.getByRole("cell").first().textContent())!.trim();
      await admin.getByRole("button", { name: "导入成绩" }).click();
      const importer = admin.getByRole("dialog");
      const csv = `报名编号,手机号,考试编号,分数\r\n${registrationId},,,92\r\n,13000000000,1,80\r\n`;
      await importer.getByLabel("选择 CSV 文件").setInputFiles({ name: "scores.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await importer.getByText("导入完成：录入 0 行，已录入未变 1 行，未通过校验 1 行").waitFor();
      await importer.getByText("已处理 2 / 2 行").waitFor();
      await expect(importer.getByRole("progressbar").getAttribute("aria-valuenow")).resolves.toBe("100");
      const rejected = importer.getByRole("table", { name: "未导入的行" });
      await rejected.getByRole("row").filter({ hasText: "3" }).filter({ hasText: "未找到该考生的报名" }).waitFor();
      await importer.getByRole("button", { name: "关闭" }).click();

      await admin.getByRole("menuitem", { name: "证书", exact: true }).click();
      await admin.getByPlaceholder("证书编号或姓名").fill(number);
      // The filtered list replaces the whole one after the search box's pause; a click before that is lost with it.
      await admin.getByText("第 1-1 条，共 1 条").waitFor();
      await admin.getByRole("cell", { name: number }).click();
      await admin.getByText("查询码").waitFor();
      const code = (await admin.locator(".ra-field-code").textContent())!.replace("查询码", "").trim();
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
      const qr = admin.getByRole("img", { name: "证书验证二维码" });
      const link = await decodeQr((await qr.getAttribute("src"))!);
      expect(link).toBe(`${baseUrl}/certificate/verify?number=${number}&code=${code}&from=qr`);

      // Anyone: the query page, type 2 (certificate number and code).
      const visitor = await newPage();
      await visitor.goto(`${baseUrl}/certification/certificate`);
      await visitor.getByRole("tab", { name: "证书编号查询" }).click();
      await visitor.getByLabel("证书编号").fill(number);
      await visitor.getByLabel("查询码").fill("ZZZZ");
      await visitor.getByRole("button", { name: "查询", exact: true }).click();
      await visitor.getByRole("alert").filter({ hasText: "未查询到证书" }).waitFor();
      await visitor.getByLabel("查询码").fill(code.toLowerCase());
      await visitor.getByRole("button", { name: "查询", exact: true }).click();
      const card = visitor.getByRole("region", { name: "证书信息" });
      await card.getByText(holder).waitFor();
      await card.getByText(number).waitFor();
      await card.getByText("有效", { exact: true }).waitFor();

      // A phone scanning the printed QR code opens the verification page.
      const phone = await newPage(PHONE);
      await phone.goto(link);
      await phone.getByText("该证书真实有效").waitFor();
      await phone.getByRole("region", { name: "证书信息" }).getByText(holder).waitFor();

      await admin.reload();
      await admin.getByRole("cell", { name: "扫描二维码" }).waitFor();
      await admin.getByRole("cell", { name: "证书查询页" }).waitFor();
    },
  );
});
