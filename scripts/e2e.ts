import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { startProduct } from "@/tests/support/product-process";

/**
 * `bun run test:e2e`: starts the whole product as `bun run start` does (tests/support/product-process.ts), then runs
 * tests/e2e/*.e2e.ts in headless Chromium against it.
 */
const root = join(import.meta.dir, "..");
if (!existsSync("/usr/bin/chromium")) {
  console.error("找不到 /usr/bin/chromium：请先安装 Debian 的 chromium 包 (apt-get install chromium fonts-noto-cjk)");
  process.exit(1);
}

const product = await startProduct();
let code = 1;
try {
  // `bun run test:e2e tests/e2e/login.e2e.ts` runs just that file.
  const chosen = process.argv.slice(2).map((f) => (f.startsWith(".") || f.startsWith("/") ? f : `./${f}`));
  const all = readdirSync(join(root, "tests/e2e"))
    .filter((f) => f.endsWith(".e2e.ts"))
    .map((f) => `./tests/e2e/${f}`);
  // 120 s a journey: the longest take a minute on a busy machine (the course pack plays its lessons through).
  const run = Bun.spawn([process.execPath, "test", "--timeout", "120000", ...(chosen.length ? chosen : all)], {
    cwd: root,
    env: { ...process.env, E2E_BASE_URL: product.baseUrl },
    stdout: "inherit",
    stderr: "inherit",
  });
  code = await run.exited;
} finally {
  await product.stop();
}
process.exit(code);
