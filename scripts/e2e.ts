import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * `bun run test:e2e`: starts the whole product as `bun run start` does (fresh embedded database with demo data,
 * captcha off, loopback trusted as a proxy so each browser context can come from its own address), then runs tests/e2e/*.e2e.ts in headless Chromium against it.
 */
const root = join(import.meta.dir, "..");
if (!existsSync("/usr/bin/chromium")) {
  console.error("找不到 /usr/bin/chromium：请先安装 Debian 的 chromium 包 (apt-get install chromium fonts-noto-cjk)");
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), "xuexi-e2e-"));
const server = Bun.spawn([process.execPath, join(root, "scripts/start.ts")], {
  cwd: root,
  env: { ...process.env, PORT: "0", DATA_DIR: dataDir, CAPTCHA_DRIVER: "off", DATABASE_URL: "", TRUSTED_PROXIES: "127.0.0.1,::1" },
  stdout: "pipe",
  stderr: "inherit",
});

async function waitForUrl() {
  const reader = server.stdout.getReader();
  let out = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`产品未能启动:\n${out}`);
    out += new TextDecoder().decode(value);
    const m = out.match(/门户: (http:\/\/localhost:\d+)\//);
    if (m) {
      process.stdout.write(out);
      return m[1];
    }
  }
}

let code = 1;
try {
  const baseUrl = await waitForUrl();
  // `bun run test:e2e tests/e2e/login.e2e.ts` runs just that file.
  const chosen = process.argv.slice(2).map((f) => (f.startsWith(".") || f.startsWith("/") ? f : `./${f}`));
  const all = readdirSync(join(root, "tests/e2e"))
    .filter((f) => f.endsWith(".e2e.ts"))
    .map((f) => `./tests/e2e/${f}`);
  // 120 s a journey: one may wait out the SMS minute of a demo number another file just used (askForCode).
  const run = Bun.spawn([process.execPath, "test", "--timeout", "120000", ...(chosen.length ? chosen : all)], {
    cwd: root,
    env: { ...process.env, E2E_BASE_URL: baseUrl },
    stdout: "inherit",
    stderr: "inherit",
  });
  code = await run.exited;
} finally {
  server.kill();
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
