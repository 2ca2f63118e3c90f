import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { drain } from "./drain";

const root = join(import.meta.dir, "../..");

/** The footer's settings (optional in the product), set so the browser tests see them. */
export const FOOTER = { ICP_FILING: "京ICP备00000000号-1", SUPPORT_CONTACT: "400-000-0000" };

export type ProductProcess = { baseUrl: string; stop: () => Promise<void> };

/**
 * The whole product as `bun run start` runs it, in a process of its own: a fresh embedded database in a new DATA_DIR
 * (so the demo data is seeded), captcha off, loopback trusted as a proxy (so each browser context can come from its
 * own address). Answers once the portal's address is printed; stop() ends it and removes the data.
 */
export async function startProduct(): Promise<ProductProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), "xuexi-product-"));
  const server = Bun.spawn([process.execPath, join(root, "scripts/start.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      DATA_DIR: dataDir,
      CAPTCHA_DRIVER: "off",
      DATABASE_URL: "",
      TRUSTED_PROXIES: "127.0.0.1,::1",
      ...FOOTER,
    },
    stdout: "pipe",
    stderr: "inherit",
  });
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
