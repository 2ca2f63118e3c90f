import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { type AdminBrowser, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import { UPLOAD_MAX_BYTES } from "@/api/contract/upload";
import { auditLogs } from "@/db/schema/audit";
import { signIn, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";

// Two 40 MB bodies go through the server here; a busy 2-core machine needs the room.
setDefaultTimeout(30_000);

let srv: TestServer;
let op: AdminBrowser;

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13800000931", "大纲管理员");
}, 60_000);
afterAll(() => srv.stop());

const cookieOf = (cookies: Map<string, string>) => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");

/** Posts one file as the exam form's upload button does: multipart, with the session cookie. */
async function upload(cookies: Map<string, string> | null, file: Blob, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append("file", file);
  const res = await fetch(`${srv.url}/admin/api/files`, {
    method: "POST",
    body: form,
    headers: { ...(cookies ? { cookie: cookieOf(cookies) } : {}), ...headers },
  });
  return { status: res.status, json: (await res.json()) as any };
}

/** A minimal valid one-page PDF, its xref offsets worked out (ASCII only, so characters are bytes). */
function minimalPdf() {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>",
  ];
  let text = "%PDF-1.4\n";
  const offsets = objects.map((body, i) => {
    const at = text.length;
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
}

const pdfFile = () => new File([minimalPdf()], "数据分析认证考试大纲.pdf", { type: "application/pdf" });

describe("POST /admin/api/files", () => {
  test("an operator uploads a PDF, gets it back as application/pdf, and the portal's exam info shows it", async () => {
    const pdf = minimalPdf();
    const res = await upload(op.cookies, pdfFile());
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name: "数据分析认证考试大纲.pdf", size: pdf.byteLength });
    expect(res.json.url).toMatch(/^\/uploads\/admin\/\d{4}-\d{2}\/[0-9a-f]{32}\.pdf$/);

    const served = await fetch(`${srv.url}${res.json.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    // The portal shows PDF lessons inside its own pages: ours may frame it, no other site's.
    expect(served.headers.get("content-security-policy")).toBe("frame-ancestors 'self'");
    expect(served.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(served.headers.get("content-disposition") ?? "").not.toContain("attachment");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);

    const [audit] = await srv.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, "files"), eq(auditLogs.recordId, res.json.url)));
    expect(audit).toMatchObject({ action: "create", actorName: "大纲管理员 +86 13800000931", after: res.json });

    const exam = await op.post("/exams", {
      name: "数据分析认证",
      fee: 0,
      isVideo: false,
      cnt: 0,
      monthlyLimit: 0,
      subjectNum: 50,
      zongFen: 100,
      passScore: 60,
      duration: 60,
      outlineUrl: res.json.url,
      published: true,
    });
    expect(exam.status).toBe(201);
    const info = await testClient(srv.url).call<{ outlineUrl: string }>("Pearson/GetExamNewSys", { examId: exam.json.id });
    expect(info).toMatchObject({ code: 0, data: { outlineUrl: res.json.url } });
  });

  test("an image is re-encoded: bytes riding after the picture do not survive", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const tail = "<script>alert(1)</script>";
    const res = await upload(op.cookies, new File([png, tail], "cover.png", { type: "image/png" }));
    expect(res.status).toBe(201);
    expect(res.json.url).toEndWith(".png");
    const served = await fetch(`${srv.url}${res.json.url}`);
    expect(served.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes(tail)).toBe(false);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: 40, height: 30 });
  });

  test("the type is judged by content: a text file named .pdf and declared application/pdf is refused", async () => {
    const res = await upload(op.cookies, new File(["这只是一段文字，不是 PDF"], "outline.pdf", { type: "application/pdf" }));
    expect(res).toMatchObject({ status: 400, json: { message: "文件类型无效", field: "file" } });
    expect(await upload(op.cookies, new Blob([]))).toMatchObject({ status: 400, json: { message: "请选择要上传的文件" } });
  });

  test("only operators: an HR account, a learner and a visitor are refused", async () => {
    const hr = await signedInAs(srv.deps.db, srv.url, "13850000932", { roles: ["person", "enterprise"] });
    expect(await upload(hr.cookies, pdfFile())).toMatchObject({ status: 403, json: { message: "没有权限执行该操作" } });

    const learner = testClient(srv.url, { ip: "10.9.200.1" });
    await signIn(learner, srv.url, "13850000933");
    expect(await upload(learner.cookies, pdfFile())).toMatchObject({ status: 403, json: { message: "该账号没有后台权限" } });

    expect(await upload(null, pdfFile())).toMatchObject({ status: 401, json: { message: "请先登录" } });
    // Who asks comes first: a stranger sending JSON is told to sign in, not that the body has the wrong kind.
    const stranger = await fetch(`${srv.url}/admin/api/files`, {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect(stranger.status).toBe(401);
  });

  test("a cross-site Origin is refused, even with an operator's cookie", async () => {
    const res = await upload(op.cookies, pdfFile(), { origin: "https://evil.example" });
    expect(res).toMatchObject({ status: 403, json: { message: "非法的请求来源" } });
  });

  test("multipart only here: other writes stay JSON-only", async () => {
    const form = new FormData();
    form.append("name", "x");
    const res = await fetch(`${srv.url}/admin/api/exams`, { method: "POST", body: form, headers: { cookie: cookieOf(op.cookies) } });
    expect(res.status).toBe(415);
    expect((await op.post("/files", { file: "x" })).status).toBe(415);
  });

  test("a file over 40 MB is refused with 413 '文件大小超出限制'", async () => {
    const justOver = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    justOver.set(minimalPdf());
    expect(await upload(op.cookies, new File([justOver], "big.pdf"))).toMatchObject({ status: 413, json: { message: "文件大小超出限制" } });
    // Far over: refused on its Content-Length, before the form is read.
    const farOver = new Uint8Array(UPLOAD_MAX_BYTES + 1024 * 1024);
    expect(await upload(op.cookies, new File([farOver], "bigger.pdf"))).toMatchObject({
      status: 413,
      json: { message: "文件大小超出限制" },
    });
  });
});
