import { Hono } from "hono";
import { envelope } from "@/api/protocol/envelope";

/**
 * The yardstick of `bun run bench server` (bench/targets.ts starts it): a bare Hono app on the same Bun, answering
 * the bare route's JSON POST as the product's /api/dev/bare does, with nothing else around it. Prints `PORT <n>`.
 */
const app = new Hono();
app.post("/api/dev/bare", async (c) => {
  await c.req.json();
  return c.json(envelope(0, "成功", null));
});
const server = Bun.serve({ port: 0, fetch: app.fetch });
console.log(`PORT ${server.port}`);
process.on("SIGTERM", () => {
  void server.stop().finally(() => process.exit(0));
});
