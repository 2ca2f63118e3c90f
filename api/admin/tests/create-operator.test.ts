import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createOperator, parseCommandLine, summarize } from "@/scripts/create-operator";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { adminBrowser, adminSignIn, userWith } from "./support";

const root = join(import.meta.dir, "../../..");
let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.stop());

function run(args: string[], env: Record<string, string> = {}) {
  const proc = Bun.spawnSync([process.execPath, "scripts/create-operator.ts", ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", ...env },
  });
  return { code: proc.exitCode, out: proc.stdout.toString(), err: proc.stderr.toString() };
}

describe("create-operator", () => {
  test("creates a new user as an operator, who can then sign in to the back office", async () => {
    const result = await createOperator(srv.deps.db, parseCommandLine(["--mobile", "138 0000 0000", "--name", "张三"]));
    expect(result).toMatchObject({ created: true, granted: true, user: { mobile: "13800000000", chineseName: "张三" } });
    expect(summarize(result)).toStartWith("已创建用户 张三（+86 13800000000），并授予运营人员角色");
    const browser = adminBrowser(srv.url);
    expect((await adminSignIn(browser, srv.url, "13800000000")).status).toBe(200);
    const audit = (await browser.get('/audit-logs?filter={"resource":"users"}')).json[0];
    expect(audit).toMatchObject({
      actorId: 0,
      actorName: "命令行 create-operator",
      action: "create",
      after: { roles: ["person", "operator"] },
    });
  });

  test("grants the role to an existing user once", async () => {
    await userWith(srv.deps.db, "13800000001", { chineseName: "老用户" });
    const first = await createOperator(srv.deps.db, parseCommandLine(["--mobile", "13800000001"]));
    expect(first).toMatchObject({ created: false, granted: true, user: { roles: ["person", "operator"], chineseName: "老用户" } });
    const again = await createOperator(srv.deps.db, parseCommandLine(["--mobile", "13800000001"]));
    expect(again.granted).toBe(false);
    expect(summarize(again)).toStartWith("用户 老用户（+86 13800000001）已经是运营人员，角色未变");
  });

  test("refuses a bad number or area code with a Chinese message", () => {
    expect(() => parseCommandLine(["--mobile", "12345"])).toThrow("请输入正确的手机号（收到: +86 12345）");
    expect(() => parseCommandLine(["--mobile", "13800000000", "--area-code", "+999"])).toThrow("请选择区号");
    expect(() => parseCommandLine([])).toThrow("请输入手机号");
    expect(() => parseCommandLine(["--phone", "1"])).toThrow("参数有误");
  });

  test("runs from the command line on an embedded database", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "create-operator-"));
    try {
      const bad = run(["--mobile", "1234"], { DATA_DIR: dataDir });
      expect(bad.code).toBe(1);
      expect(bad.err).toContain("请输入正确的手机号");
      expect(bad.err).toContain("用法: bun run create-operator");
      const ok = run(["--mobile", "13900001111", "--area-code", "86"], { DATA_DIR: dataDir });
      expect(ok.err).toBe("");
      expect(ok.code).toBe(0);
      expect(ok.out).toContain("已创建用户 +86 13900001111，并授予运营人员角色");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
