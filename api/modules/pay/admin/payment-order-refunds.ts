import { Hono } from "hono";
import { recordAudit } from "@/api/admin/audit";
import { type AdminEnv, auditActor, requireAccess } from "@/api/admin/identity";
import { REFUND_MSG } from "@/api/contract/payment-refunds";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import { paymentDriver } from "@/api/providers/payment";
import { markRefunded, orderLedger, refundAtProvider } from "../refunds";

const RESOURCE = "payment-orders";
const REFUSALS = {
  "not-found": [404, REFUND_MSG.notFound],
  "not-owed": [409, REFUND_MSG.notOwed],
  "already-refunded": [409, REFUND_MSG.alreadyRefunded],
} as const;

/**
 * `/admin/api/payment-orders/:id/notifications`: the order's ledger rows with their refund state, and
 * `…/notifications/:nid/refunded`, where an operator returns money owed back through the provider (once, audited).
 */
export function paymentOrderRefundRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();
  const driver = paymentDriver(deps.env);

  app.get("/:id{[0-9]{1,9}}/notifications", async (c) => {
    requireAccess(c.var.admin, RESOURCE, "read");
    return c.json(await orderLedger(deps.db, Number(c.req.param("id"))));
  });

  app.post("/:id{[0-9]{1,9}}/notifications/:nid{[0-9]{1,9}}/refunded", async (c) => {
    requireAccess(c.var.admin, "payment-refunds", "write");
    const orderId = Number(c.req.param("id"));
    const notificationId = Number(c.req.param("nid"));
    const admin = c.var.admin;
    await refundAtProvider(deps.db, driver, orderId, notificationId);
    const change = await deps.db.transaction(async (tx) => {
      const done = await markRefunded(tx, orderId, notificationId);
      if (typeof done === "string") return done;
      await recordAudit(tx, {
        actor: auditActor(admin),
        action: "update",
        resource: RESOURCE,
        recordId: orderId,
        ...done,
      });
      return done;
    });
    if (typeof change === "string") {
      const [status, message] = REFUSALS[change];
      throw httpError(status, message);
    }
    return c.json(change.after);
  });

  return app;
}
