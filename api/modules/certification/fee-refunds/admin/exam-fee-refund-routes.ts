import { Hono } from "hono";
import { type AdminEnv, requireAccess } from "@/api/admin/identity";
import { readInput } from "@/api/admin/input";
import { FeeRefundRefuseSchema } from "@/api/contract/exam-fee-refunds-admin";
import { pick } from "@/api/contract/pick";
import type { Deps } from "@/api/deps";
import { approveFeeRefund, RESOURCE, refuseFeeRefund } from "../decide";
import type { FeeRefund } from "../queries";
import { FEE_REFUND_FIELDS, feeRefundFigures } from "./exam-fee-refunds";

/**
 * `POST /admin/api/exam-fee-refunds/:id/approve` (原路退款, once however many clicks: 409 once refunded or while another
 * approval is at the provider, 502 with the provider's words when it refuses) and `…/refuse {reason}` (once);
 * operators only, audited, the person lettered. Each answers the request as the list shows it.
 */
export function examFeeRefundRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();
  const answer = async (row: FeeRefund) => ({ ...pick(row, FEE_REFUND_FIELDS), ...(await feeRefundFigures(deps.db, [row])).get(row.id) });

  app.post("/:id{[0-9]{1,9}}/approve", async (c) => {
    requireAccess(c.var.admin, RESOURCE, "write");
    return c.json(await answer(await approveFeeRefund(deps, c.var.admin, Number(c.req.param("id")))));
  });

  app.post("/:id{[0-9]{1,9}}/refuse", async (c) => {
    requireAccess(c.var.admin, RESOURCE, "write");
    const { reason } = await readInput(c, FeeRefundRefuseSchema);
    return c.json(await answer(await refuseFeeRefund(deps, c.var.admin, Number(c.req.param("id")), reason)));
  });

  return app;
}
