import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { drain } from "./drain";

const root = join(import.meta.dir, "../..");

/** The footer's settings (optional in the product), set so the browser tests see them. */
export const FOOTER = { ICP_FILING: "京ICP备00000000号-1", SUPPORT_CONTACT: "400-000-0000" };

export type ProductProcess = { baseUrl: string; stop: () => Promise<void> };

/** An operator the run needs beyond the two demo ones, made as README's `npm run create-operator` makes one. */
export type ExtraOperator = { mobile: string; name: string };

/** Runs one of the product's scripts on the run's database; its output is shown only if it fails. */
async function runScript(env: Record<string, string | undefined>, script: string, ...args: string[]) {
  const run = Bun.spawn([process.execPath, join(root, "scripts", script), ...args], { cwd: root, env, stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([new Response(run.stdout).text(), new Response(run.stderr).text(), run.exited]);
  if (code !== 0) throw new Error(`${script} ${args.join(" ")} 失败:\n${out}${err}`);
}

/**
 * The whole product as `bun run start` runs it, in a process of its own: a fresh embedded database in a new DATA_DIR
 * (so the demo data is seeded), captcha off, loopback trusted as a proxy (so each browser context can come from its
 * own address). Answers once the portal's address is printed; stop() ends it and removes the data.
 * With `operators`, the database is first seeded (`npm run seed`) and given them (`npm run create-operator`), as an
 * embedded database is one process's at a time; the start then finds the demo data there.
 */
export async function startProduct(operators: ExtraOperator[] = []): Promise<ProductProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), "xuexi-product-"));
  const env = {
    ...process.env,
    PORT: "0",
    DATA_DIR: dataDir,
    CAPTCHA_DRIVER: "off",
    DATABASE_URL: "",
    TRUSTED_PROXIES: "127.0.0.1,::1",
    ...FOOTER,
  };
  if (operators.length) {
    try {
      await runScript(env, "seed.ts");
      for (const o of operators) await runScript(env, "create-operator.ts", "--mobile", o.mobile, "--name", o.name);
    } catch (e) {
      rmSync(dataDir, { recursive: true, force: true });
      throw e;
    }
  }
  const server = Bun.spawn([process.execPath, join(root, "scripts/start.ts")], { cwd: root, env, stdout: "pipe", stderr: "inherit" });
  const stop = async () => {
    server.kill();
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const reader = server.stdout.getReader();
    let out = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`产品未能启动:\n${out}`);
      out += new TextDecoder().decode(value);
      const m = out.match(/门户: (http:\/\/localhost:\d+)\//);
      if (m) {
        process.stdout.write(out);
        void drain(reader);
        return { baseUrl: m[1]!, stop };
      }
    }
  } catch (e) {
    await stop();
    throw e;
  }
}
