import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type AdminBrowser, adminBrowser, adminSignIn, listQuery, userWith } from "@/api/admin/tests/support";
import { randomToken } from "@/api/contract/protocol/signing";
import { signIn, type TestClient, testClient } from "@/tests/support/client";
import { nested } from "@/tests/support/hostile";
import { type Issued, issueKeys, post } from "@/tests/support/raw";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";

/** The cases of the outside probe (issue 12, item 6) that answered HTTP 500: each now a refusal in Chinese that writes nothing. */

let srv: TestServer;
let keys: Issued;
let learner: TestClient;
let operator: AdminBrowser;
const count = async (table: string) => (await rows<{ n: number }>(srv.deps.db, `select count(*)::int as n from ${table}`))[0].n;

beforeAll(async () => {
  srv = await startTestServer();
  keys = await issueKeys(srv.url);
  learner = testClient(srv.url, { ip: "10.12.1.1" });
  await signIn(learner, srv.url, "13800121001");
  await userWith(srv.deps.db, "13800121002", { roles: ["person", "operator"], chineseName: "运营" });
  operator = adminBrowser(srv.url);
  await adminSignIn(operator, srv.url, "13800121002");
});
afterAll(() => srv.stop());

describe("portal calls", () => {
  test("a lone surrogate in a body answers code 1 naming the field (no canonical JSON can hold it, so nothing can sign it)", async () => {
    const body = { key: "学习\uD800", timestamp: Date.now(), random: randomToken(), cipher: keys.cipher, signature: "0".repeat(64) };
    expect(await post(srv.url, "Search/SearchList", body)).toMatchObject({
      status: 200,
      code: 1,
      msg: "内容含有无法识别的字符",
      data: { field: "key" },
    });
  });

  test("JSON nested 20,000 deep answers 请求格式错误 (HTTP 200) before the signature check recurses into it", async () => {
    const body = { key: nested(20_000), timestamp: Date.now(), random: randomToken(), cipher: keys.cipher, signature: "0".repeat(64) };
    const deep = JSON.stringify(body);
    // An HTTP 200 envelope, as every answer but 404, 413 and 500 (PROTOCOL.md).
    expect(await post(srv.url, "Search/SearchList", deep)).toMatchObject({ status: 200, code: 1, msg: "请求格式错误" });
  });

  test("a NUL byte answers code 1 naming the field and stores nothing, in the body or the query string", async () => {
    const answer = await learner.call("Pearson/LecSubmit", { yunlink: "https://share.weiyun.com/abc", coursename: "课程\u0000" });
    expect(answer).toMatchObject({ code: 1, msg: "内容含有无法识别的字符", data: { field: "coursename" } });
    expect(await count("lecturer_submissions")).toBe(0);
    expect(await learner.call("training/Detail?id=a%00b")).toMatchObject({ code: 1, data: { field: "id" } });
  });

  test("an id past PostgreSQL's integer (2^40) answers code 1 in Chinese", async () => {
    expect(await learner.call("Activity/Detail", { id: 2 ** 40 })).toMatchObject({ code: 1, msg: "参数格式错误" });
    expect(await learner.call("Activity/GoFinishTask", { taskId: String(2 ** 40) })).toMatchObject({ code: 1, msg: "参数格式错误" });
  });
});

describe("the back office", () => {
  test("a NUL byte in a new record answers 400 naming the field, and no row appears", async () => {
    const res = await operator.post("/main-companies", { name: "甲公司\u0000" });
    expect(res).toMatchObject({ status: 400, json: { message: "内容含有无法识别的字符", field: "name" } });
    expect(await count("main_companies")).toBe(0);
    expect(await operator.get(`/main-companies${listQuery({ filter: { q: "\u0000" } })}`)).toMatchObject({ status: 400 });
  });

  test("an id past PostgreSQL's integer (2^40) answers 400, in a filter and in a form", async () => {
    const filtered = await operator.get(`/users${listQuery({ filter: { companyId: 2 ** 40 } })}`);
    expect(filtered).toMatchObject({ status: 400, json: { message: "筛选条件无效" } });
    expect(await operator.get(`/users${listQuery({ filter: { id: [1, 2 ** 40] } })}`)).toMatchObject({ status: 400 });
    const edited = await operator.put("/users/1", { companyId: 2 ** 40 });
    expect(edited).toMatchObject({ status: 400, json: { message: "请选择有效的记录", field: "companyId" } });
  });

  test('sort=["__proto__","ASC"] answers 400 like any other field that cannot be sorted by', async () => {
    expect(await operator.get(`/users${listQuery({ sort: ["__proto__", "ASC"] })}`)).toMatchObject({
      status: 400,
      json: { message: "不支持按 __proto__ 排序" },
    });
  });

  test("createdFrom 275760-09-13 (a year PostgreSQL cannot read as ISO text) answers 400", async () => {
    expect(await operator.get(`/users${listQuery({ filter: { createdFrom: "275760-09-13" } })}`)).toMatchObject({
      status: 400,
      json: { message: "筛选条件无效" },
    });
    expect((await operator.get(`/users${listQuery({ filter: { createdFrom: "2024-01-01" } })}`)).status).toBe(200);
  });

  test("range [1e300,1e300] answers 400", async () => {
    expect(await operator.get(`/users${listQuery({ range: [1e300, 1e300] })}`)).toMatchObject({
      status: 400,
      json: { message: "查询参数 range 格式错误" },
    });
  });
});
