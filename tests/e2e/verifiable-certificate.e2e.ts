import { describe, expect } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { artifacts, baseUrl, DESKTOP, fitsWidth, PHONE, useBrowser } from "./support/browser";
import { resumeSession, signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** Demo candidate with a passed exam 1 and its certificate (db/seed/certification.ts, db/seed/certificates.ts). */
const HOLDER = "13900000016";
const EXAM = "巨量引擎营销认证（初级）";

/** The credential the first journey downloaded, for the phone's check. */
let downloaded = "";

async function openExamInfo(page: Page) {
  if (await resumeSession(page, HOLDER, "/my/examinfo?type=success")) return;
  await page.waitForURL(/\/user\/login\?gotoUrl=/);
  await signInWithForm(page, HOLDER);
  await page.waitForURL(/\/my\/examinfo\?type=success$/);
}

/** The credential's payload with the score changed and its signature kept: what a forger would try. */
function withForgedScore(jwt: string) {
  const [header, payload, signature] = jwt.split(".") as [string, string, string];
  const json = Buffer.from(payload, "base64url").toString("utf8").replace('"value":"86"', '"value":"99"');
  expect(json).toContain('"value":"99"');
  return `${header}.${Buffer.from(json).toString("base64url")}.${signature}`;
}

async function check(page: Page, credential: string) {
  const verifier = page.getByRole("region", { name: "核验电子证书" });
  await verifier.getByLabel("电子证书内容").fill(credential);
  await verifier.getByRole("button", { name: "核验", exact: true }).click();
  return verifier;
}

describe("verifiable certificates", () => {
  journey("the holder downloads the signed certificate and the verify page checks it, offline too; a forged one fails", async (newPage) => {
    const page = await newPage(DESKTOP);
    await openExamInfo(page);
    const record = page.locator(".exam-record").filter({ hasText: "已通过" }).first();
    const number = (await record.getByText(/^CERT\d{10}/).textContent())!.slice(0, 14);
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      record.getByRole("button", { name: "下载电子证书（可验证）" }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`${number}.jwt`);
    const path = join(artifacts, `${number}.jwt`);
    await file.saveAs(path);
    downloaded = readFileSync(path, "utf8");
    expect(downloaded).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await page.screenshot({ path: join(artifacts, "verifiable-certificate-examinfo-1280.png"), fullPage: true });

    // The printed certificate names the holder, and offers the same download.
    await page.goto(`${baseUrl}/certificate/print?number=${number}`);
    const holder = (await page.locator(".cert-sheet__name").textContent())!.trim();
    await page.getByRole("button", { name: "下载电子证书（可验证）" }).waitFor();
    await page.screenshot({ path: join(artifacts, "verifiable-certificate-print-1280.png") });

    // Online: upload the file; the page fetches the site's public key and the revocation list itself.
    await page.goto(`${baseUrl}/certificate/verify`);
    const verifier = page.getByRole("region", { name: "核验电子证书" });
    await verifier.locator('input[type="file"]').setInputFiles(path);
    await verifier.getByRole("status").filter({ hasText: "签名有效，该证书真实有效" }).waitFor();
    const card = verifier.getByRole("region", { name: "电子证书信息" });
    await card.getByText("有效", { exact: true }).waitFor();
    await card.getByText(holder, { exact: true }).waitFor();
    await card.getByRole("heading", { name: EXAM }).waitFor();
    await card.getByText("86 分").waitFor();
    await card.getByText("学习认证中心").waitFor();
    await card.getByText("撤销状态已在线核对。").waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: join(artifacts, "verifiable-certificate-verify-1280.png"), fullPage: true });

    // Offline, without reloading: the kept key checks the signature, the kept list (with its time) the revocation.
    await page.context().setOffline(true);
    try {
      await check(page, `\n${downloaded}\n`);
      await verifier.getByRole("status").filter({ hasText: "签名有效，该证书真实有效" }).waitFor();
      await card.getByText(holder, { exact: true }).waitFor();
      await card.getByText(/当前无法联网检查撤销状态，以上状态依据本机于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 保存的撤销列表。/).waitFor();
      await page.screenshot({ path: join(artifacts, "verifiable-certificate-offline-1280.png"), fullPage: true });

      // 核对持证人手机号: the salted hash is checked here in the browser (still offline); a wrong number says so.
      const mobileCheck = card.getByRole("form", { name: "核对持证人手机号" });
      await mobileCheck.getByLabel("手机号").fill("1390000");
      await mobileCheck.getByRole("button", { name: "核对" }).click();
      await mobileCheck.getByText("请输入正确的手机号").waitFor();
      await mobileCheck.getByLabel("手机号").fill("13900000015");
      await mobileCheck.getByRole("button", { name: "核对" }).click();
      await mobileCheck.getByText("✗ 手机号与证书持有人不一致").waitFor();
      await mobileCheck.getByLabel("手机号").fill(HOLDER);
      await mobileCheck.getByRole("button", { name: "核对" }).click();
      await mobileCheck.getByText("✓ 手机号与证书持有人一致").waitFor();

      await check(page, withForgedScore(downloaded));
      await verifier.getByRole("alert").filter({ hasText: "签名无效：证书内容被改动过，或签名与本站的公钥不符" }).waitFor();
      expect(await card.count()).toBe(0);
      await page.screenshot({ path: join(artifacts, "verifiable-certificate-forged-1280.png") });

      await check(page, "这不是证书");
      await verifier.getByRole("alert").filter({ hasText: "无法识别：这不是一份完整的电子证书" }).waitFor();
    } finally {
      await page.context().setOffline(false);
    }
    await check(page, "");
    await verifier.getByText("请粘贴电子证书内容，或上传证书文件").waitFor();
  });

  journey("on a phone, a pasted credential is checked and laid out within the screen", async (newPage) => {
    expect(downloaded).not.toBe("");
    const page = await newPage(PHONE);
    await page.goto(`${baseUrl}/certificate/verify`);
    const verifier = await check(page, downloaded);
    await verifier.getByRole("status").filter({ hasText: "签名有效，该证书真实有效" }).waitFor();
    await verifier.getByRole("heading", { name: EXAM }).waitFor();
    await fitsWidth(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: join(artifacts, "verifiable-certificate-verify-375.png"), fullPage: true });
  });
});
