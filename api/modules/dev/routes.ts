import { Hono } from "hono";
import * as v from "valibot";
import { AreaCodeSchema, MobileSchema } from "../../contract/mobile";
import type { Deps } from "../../deps";
import { envelope } from "../../protocol/envelope";
import { listOutboxTexts } from "../letters/service";

const OutboxQuerySchema = v.object({ areaCode: v.optional(AreaCodeSchema, "+86"), mobile: MobileSchema });

/** Development helpers of PROTOCOL.md; never mounted in production. */
export function devRoutes(deps: Deps) {
  const dev = new Hono();
  dev.post("/smsoutbox", async (c) => {
    const parsed = v.safeParse(OutboxQuerySchema, await c.req.json().catch(() => ({})));
    if (!parsed.success) return c.json(envelope(1, parsed.issues[0].message));
    const { areaCode, mobile } = parsed.output;
    const rows = await listOutboxTexts(deps.db, areaCode, mobile);
    return c.json(envelope(0, "成功", rows));
  });
  /** The benchmark's yardstick (scripts/bench.ts): a JSON POST answered with no protocol and no database. */
  dev.post("/bare", async (c) => {
    await c.req.json();
    return c.json(envelope(0, "成功", null));
  });
  return dev;
}
