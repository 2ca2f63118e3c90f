import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { type AdminBrowser, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import type { MyDataArchive } from "@/api/contract/my-profile";
import type { UploadTicket } from "@/api/contract/upload";
import type { ApplicationView } from "@/api/contract/zhaopin-admin";
import type { CvAttachment } from "@/api/contract/zhaopin-cv-attachment";
import { cookieOf } from "@/api/modules/upload/tests/helpers";
import { users } from "@/db/schema/account/users";
import { companies } from "@/db/schema/company";
import { cvs } from "@/db/schema/zhaopin";
import { contactReveals } from "@/db/schema/zhaopin/hiring";
import { signIn, type TestClient, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { apply, openPosition } from "../../admin/tests/fixtures";
import { compoundFile, minimalDocx, minimalPdf, plainZip } from "./documents";

// An 11 MB body goes through the server here.
setDefaultTimeout(30_000);

let srv: TestServer;
let op: AdminBrowser;
let hrA: AdminBrowser;
let hrB: AdminBrowser;
let hrC: AdminBrowser;
let companyA = 0;

beforeAll(async () => {
  srv = await startTestServer();
  const db = srv.deps.db;
  const [a, b, c] = await db
    .insert(companies)
    .values([{ companyName: "附件甲公司" }, { companyName: "附件乙公司" }, { companyName: "附件丙公司" }])
    .returning();
  companyA = a!.id;
  op = await signedInOperator(db, srv.url, "13800003800", "附件运营");
  hrA = await signedInAs(db, srv.url, "13800003801", { roles: ["person", "enterprise"], companyId: a!.id, chineseName: "甲人事" });
  hrB = await signedInAs(db, srv.url, "13800003802", { roles: ["person", "enterprise"], companyId: b!.id, chineseName: "乙人事" });
  hrC = await signedInAs(db, srv.url, "13800003803", { roles: ["person", "enterprise"], companyId: c!.id, chineseName: "丙人事" });
}, 60_000);
afterAll(() => srv.stop());

let ip = 1;
async function person(mobile: string) {
  const client = testClient(srv.url, { ip: `10.38.4.${ip++}` });
  expect((await signIn(client, srv.url, mobile)).code).toBe(0);
  const [row] = await srv.deps.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return { client, id: row!.id };
}

/** A person with a whole CV written through the CV calls, made public so the talent pool shows it. */
async function candidate(mobile: string) {
  const p = await person(mobile);
  const ok = async (path: string, body: Record<string, unknown>) => expect((await p.client.call(path, body)).code).toBe(0);
  await ok("ZhaoPin/SetMyCV", { chineseName: "附件候选", sex: 2, age: 26, city: "深圳市", education: "本科", jobStatus: 2 });
  await ok("ZhaoPin/SetMyCVWork", { list: [{ id: 0, startTime: "2020/07", endTime: "", companyName: "某某科技", position: "运营" }] });
  await ok("ZhaoPin/SetMyCVEducation", {
    list: [{ id: 0, startTime: "2016/09", endTime: "2020/06", university: "深圳大学", major: "市场营销", education: "本科" }],
  });
  await ok("ZhaoPin/SetMyCVPosition", {
    list: [{ id: 0, education: "本科", positionType: "运营", salaryRange: "8-12K", province: "广东省", city: "深圳市" }],
  });
  await ok("ZhaoPin/SetPublicCV", { id: 0, ispublic: 1 });
  const [cv] = await srv.deps.db.select().from(cvs).where(eq(cvs.userId, p.id));
  return { ...p, cv: cv! };
}

const ticketOf = async (client: TestClient) => {
  const res = await client.call<UploadTicket>("ZhaoPin/GetCVAttachmentTicket");
  expect(res.code).toBe(0);
  return res.data;
};

type Answer = { status: number; code: number; msg: string; data: CvAttachment | { field: string } | null };

/** Posts the file as the CV page does: a ticket first, then multipart with the session's cookie. */
async function upload(client: TestClient, file: File, opts: { ticket?: UploadTicket | null; headers?: Record<string, string> } = {}) {
  const ticket = opts.ticket === undefined ? await ticketOf(client) : opts.ticket;
  const form = new FormData();
  if (ticket) for (const [k, v] of Object.entries(ticket)) form.set(k, String(v));
  form.set("file", file);
  const res = await fetch(`${srv.url}/api/zhaopin/cv-attachment`, {
    method: "POST",
    body: form,
    headers: { cookie: cookieOf(client), ...opts.headers },
  });
  return { status: res.status, ...((await res.json()) as Omit<Answer, "status">) };
}

const download = (client: TestClient | null) =>
  fetch(`${srv.url}/ZhaoPin/CVAttachment`, { headers: client ? { cookie: cookieOf(client) } : {} });
const keyOf = async (userId: number) =>
  (await srv.deps.db.select({ key: cvs.attachmentKey }).from(cvs).where(eq(cvs.userId, userId)))[0]?.key ?? "";
const stored = async (key: string) => (await srv.deps.storage.get(key)) !== null;

const pdf = () => new File([minimalPdf()], "张三 简历.pdf", { type: "application/pdf" });

describe("signed out", () => {
  test("the calls answer 1503, the upload 1503 unread, the download 404", async () => {
    const visitor = testClient(srv.url);
    for (const path of ["ZhaoPin/GetCVAttachmentTicket", "ZhaoPin/GetMyCVAttachment", "ZhaoPin/DeleteMyCVAttachment"]) {
      expect((await visitor.call(path)).code).toBe(1503);
    }
    const form = new FormData();
    form.set("file", pdf());
    const res = await fetch(`${srv.url}/api/zhaopin/cv-attachment`, { method: "POST", body: form });
    expect((await res.json()).code).toBe(1503);
    expect((await download(null)).status).toBe(404);
  });
});

describe("the person's own 附件简历", () => {
  test("without a CV there is nothing to attach it to", async () => {
    const p = await person("13800003810");
    const res = await upload(p.client, pdf());
    expect(res).toMatchObject({ code: 1, msg: "请先填写基本信息，创建简历", data: { field: "file" } });
  });

  test("a PDF is kept under a private key of the owner, listed with its name, size and time, and downloaded as sent", async () => {
    const p = await candidate("13800003811");
    const bytes = minimalPdf();
    const res = await upload(p.client, pdf());
    expect(res.status).toBe(200);
    expect(res.code).toBe(0);
    expect(res.msg).toBe("附件简历上传成功");
    const data = res.data as CvAttachment;
    expect(data).toEqual({ name: "张三 简历.pdf", size: bytes.byteLength, uploadedAt: expect.any(String), path: "/ZhaoPin/CVAttachment" });
    expect(data.uploadedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await p.client.call<CvAttachment>("ZhaoPin/GetMyCVAttachment")).data).toEqual(data);

    const key = await keyOf(p.id);
    expect(key).toMatch(new RegExp(`^cvfile/${p.id}/[0-9a-f]{32}\\.pdf$`));
    // The CV's own answers never carry the file's key (nor its other columns).
    for (const path of ["ZhaoPin/GetMyCV", "ZhaoPin/SetMyCV"]) {
      const body = path === "ZhaoPin/SetMyCV" ? { chineseName: "附件候选", city: "深圳市", education: "本科", jobStatus: 2 } : {};
      const text = JSON.stringify((await p.client.call(path, body)).data);
      expect(text).not.toContain(key);
      expect(text).not.toMatch(/attachment/i);
    }

    const file = await download(p.client);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="resume.pdf"; filename*=UTF-8''${encodeURIComponent("张三 简历.pdf")}`,
    );
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    // The uploads route does not hand it to anyone else either.
    const other = await person("13800003812");
    expect((await fetch(`${srv.url}/uploads/${key}`, { headers: { cookie: cookieOf(other.client) } })).status).toBe(404);
    expect((await download(other.client)).status).toBe(404);
  });

  test("a DOCX replaces it (the old file is deleted), a DOC is taken as .doc, named by what it is", async () => {
    const p = await candidate("13800003813");
    expect((await upload(p.client, pdf())).code).toBe(0);
    const first = await keyOf(p.id);

    const docx = minimalDocx();
    const res = await upload(p.client, new File([docx], "我的简历.docx"));
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ name: "我的简历.docx", size: docx.byteLength });
    const second = await keyOf(p.id);
    expect(second).toEndWith(".docx");
    expect(await stored(first)).toBe(false);
    expect(await stored(second)).toBe(true);
    const file = await download(p.client);
    expect(file.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(docx);

    // An old Word file, sent under a name that says otherwise: kept as .doc, its name following its content.
    const doc = await upload(p.client, new File([compoundFile("WordDocument")], "resume-2019.pdf"));
    expect(doc.data).toMatchObject({ name: "resume-2019.doc" });
    expect(await keyOf(p.id)).toEndWith(".doc");
    expect(await stored(second)).toBe(false);
    const docFile = await download(p.client);
    expect(docFile.headers.get("content-type")).toBe("application/msword");
    expect(docFile.headers.get("content-disposition")).toBe(`attachment; filename="resume-2019.doc"; filename*=UTF-8''resume-2019.doc`);
  });

  test("what is no PDF or Word file, or is over 10 MB, is refused and nothing changes", async () => {
    const p = await candidate("13800003814");
    expect((await upload(p.client, pdf())).code).toBe(0);
    const kept = await keyOf(p.id);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    for (const file of [
      new File([png], "简历.pdf", { type: "application/pdf" }),
      new File([plainZip()], "简历.docx"),
      new File([compoundFile("Workbook")], "简历.doc"),
      new File(["<html><script>alert(1)</script></html>"], "简历.pdf"),
    ]) {
      expect([file.name, await upload(p.client, file)]).toEqual([
        file.name,
        { status: 200, code: 1, msg: "请上传PDF或Word文件", data: { field: "file" } },
      ]);
    }
    // Over the limit by a little: the schema's message; far over: refused on its length, unread, with the same words.
    const over = new Uint8Array(10 * 1024 * 1024 + 1);
    over.set(minimalPdf());
    expect(await upload(p.client, new File([over], "大.pdf"))).toMatchObject({ code: 1, msg: "文件不能超过10MB" });
    const eleven = new Uint8Array(11 * 1024 * 1024);
    eleven.set(minimalPdf());
    expect(await upload(p.client, new File([eleven], "大.pdf"))).toMatchObject({ status: 413, code: 413, msg: "文件不能超过10MB" });
    expect(await upload(p.client, new File([], "空.pdf"))).toMatchObject({ code: 1, msg: "请选择要上传的附件简历" });
    expect(await keyOf(p.id)).toBe(kept);
    expect(await stored(kept)).toBe(true);
  });

  test("the ticket is the signature: this person's, for this route, once; another site's page is refused", async () => {
    const p = await candidate("13800003815");
    const other = await person("13800003816");
    expect(await upload(p.client, pdf(), { ticket: null })).toMatchObject({ code: 1, msg: "上传凭证无效或已过期，请重新上传" });
    expect(await upload(p.client, pdf(), { ticket: await ticketOf(other.client) })).toMatchObject({ code: 1, data: { field: "sign" } });
    // A ticket of the upload host (for a picture) is not one for this.
    const avatar = (await p.client.call<UploadTicket>("common/uploadticket", { pathType: "avatar" })).data;
    expect(await upload(p.client, pdf(), { ticket: avatar })).toMatchObject({ code: 1, msg: "上传凭证无效或已过期，请重新上传" });
    const ticket = await ticketOf(p.client);
    expect((await upload(p.client, pdf(), { ticket })).code).toBe(0);
    expect(await upload(p.client, pdf(), { ticket })).toMatchObject({ code: 1, msg: "上传凭证无效或已过期，请重新上传" });
    const foreign = await upload(p.client, pdf(), { headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
  });

  test("deleting takes it off the CV and out of storage; deleting again is fine", async () => {
    const p = await candidate("13800003817");
    expect((await upload(p.client, pdf())).code).toBe(0);
    const key = await keyOf(p.id);
    const res = await p.client.call("ZhaoPin/DeleteMyCVAttachment");
    expect(res).toMatchObject({ code: 0, msg: "附件简历已删除", data: null });
    expect(await stored(key)).toBe(false);
    expect(await keyOf(p.id)).toBe("");
    expect((await p.client.call("ZhaoPin/GetMyCVAttachment")).data).toBeNull();
    expect((await download(p.client)).status).toBe(404);
    expect((await p.client.call("ZhaoPin/DeleteMyCVAttachment")).code).toBe(0);
  });
});

/** The file as the back office's link fetches it, with that browser's session (its body is no JSON). */
const hrDownload = (hr: AdminBrowser, applicationId: number) =>
  fetch(`${srv.url}/admin/api/applications/${applicationId}/cv-attachment`, {
    headers: { cookie: [...hr.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
  });

describe("HR reads it from an application", () => {
  test("HR of the applied company opens and downloads it; another company's HR and a talent-pool-only company get 404", async () => {
    const p = await candidate("13800003820");
    const position = await openPosition(srv.deps.db, companyA, "附件·运营专员");
    const application = await apply(srv.deps.db, position, { user: { id: p.id }, cv: p.cv });
    const view = async (hr: AdminBrowser) => hr.post(`/applications/${application.id}/view`);
    expect(((await view(hrA)).json as ApplicationView).cvAttachment).toBeNull();
    expect((await hrA.get(`/applications/${application.id}/cv-attachment`)).status).toBe(404);

    const bytes = minimalPdf();
    expect((await upload(p.client, pdf())).code).toBe(0);
    const opened = (await view(hrA)).json as ApplicationView;
    expect(opened.cvAttachment).toEqual({ name: "张三 简历.pdf", size: bytes.byteLength, uploadedAt: expect.any(String) });
    expect(Number.isNaN(Date.parse(opened.cvAttachment!.uploadedAt))).toBe(false);
    expect(JSON.stringify(opened)).not.toContain(await keyOf(p.id));

    const res = await hrDownload(hrA, application.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toStartWith("attachment; ");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    const reveals = await srv.deps.db.select().from(contactReveals).where(eq(contactReveals.userId, p.id));
    expect(reveals.map((r) => [r.companyId, r.how])).toEqual([[companyA, "application"]]);

    // Another company's HR: the application is not theirs, the same 404 as none.
    expect((await hrB.get(`/applications/${application.id}/cv-attachment`)).status).toBe(404);
    // A company that finds the CV in the talent pool only: the pool shows no attachment and has no route to one.
    const pool = await hrC.get(`/talent-pool/${p.cv.id}`);
    expect(pool.status).toBe(200);
    expect(JSON.stringify(pool.json)).not.toMatch(/attachment|cvfile/i);
    expect((await hrC.get(`/talent-pool/${p.cv.id}/cv-attachment`)).status).toBe(404);
    expect((await hrC.get(`/applications/${application.id}/cv-attachment`)).status).toBe(404);
    // An operator may.
    expect((await hrDownload(op, application.id)).status).toBe(200);

    // Once the candidate deletes it, HR finds none.
    expect((await p.client.call("ZhaoPin/DeleteMyCVAttachment")).code).toBe(0);
    expect((await hrA.get(`/applications/${application.id}/cv-attachment`)).status).toBe(404);
    expect(((await view(hrA)).json as ApplicationView).cvAttachment).toBeNull();
  });
});

describe("personal data", () => {
  test("the export names the file (not its key); closing the account deletes it from storage", async () => {
    const p = await candidate("13800003830");
    expect((await upload(p.client, new File([minimalDocx()], "简历.docx"))).code).toBe(0);
    const key = await keyOf(p.id);
    const archive = (await p.client.call<MyDataArchive>("my/ExportData")).data as MyDataArchive & {
      cv: { attachment: { name: string; size: number } };
    };
    expect(archive.cv.attachment).toMatchObject({ name: "简历.docx", size: minimalDocx().byteLength });
    expect(JSON.stringify(archive)).not.toContain(key);
    expect((await p.client.call("my/CloseAccount", { confirm: "注销账号" })).code).toBe(0);
    expect(await stored(key)).toBe(false);
  });
});
