import { Hono } from "hono";
import { recordAudit } from "@/api/admin/audit";
import { equalsInt, equalsText, search } from "@/api/admin/filters";
import { type AdminEnv, auditActor, requireAccess } from "@/api/admin/identity";
import { readInput } from "@/api/admin/input";
import { defineResource } from "@/api/admin/resource";
import { pick } from "@/api/contract/pick";
import { SHOP_ORDER_STATUSES } from "@/api/contract/shop";
import { SHOP_ADMIN_MSG, type ShopOrderRow, ShopShipSchema } from "@/api/contract/shop-admin";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import type { Tx } from "@/db/client";
import { shopOrders } from "@/db/schema/shop";
import { cancelOrder, completeOrder, shipOrder } from "../fulfilment";
import { findOrder } from "../queries";

const RESOURCE = "shop-orders";

/** 兑换订单: every exchange, by status, person or product; read here, changed through the routes below. */
export const shopOrdersResource = defineResource<ShopOrderRow>()({
  name: RESOURCE,
  table: shopOrders,
  sortable: { id: shopOrders.id, createdAt: shopOrders.createdAt, status: shopOrders.status },
  filters: {
    status: equalsText(shopOrders.status, SHOP_ORDER_STATUSES),
    proType: equalsInt(shopOrders.proType),
    userId: equalsInt(shopOrders.userId),
    productId: equalsInt(shopOrders.productId),
    q: search(shopOrders.title, shopOrders.userName, shopOrders.mobile, shopOrders.trackingNo),
  },
  serialize: (o) =>
    pick(o, [
      "id",
      "userId",
      "productId",
      "title",
      "proType",
      "unitPoints",
      "buyCnt",
      "totalPoints",
      "status",
      "userName",
      "mobile",
      "province",
      "city",
      "address",
      "courier",
      "trackingNo",
      "delivery",
      "shippedAt",
      "doneAt",
      "cancelledAt",
      "createdAt",
    ]),
});

type Step = (tx: Tx, id: number, body: unknown) => Promise<typeof shopOrders.$inferSelect | null>;

/**
 * `POST /admin/api/shop-orders/:id/ship {courier, trackingNo}`, `…/:id/done` and `…/:id/cancel`: each moves the order
 * once (409 when it is no longer in the status the step starts from), audited in the same transaction.
 */
export function shopOrderRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();
  const step = (name: string, refusal: string, run: Step, schema?: typeof ShopShipSchema) =>
    app.post(`/:id{[0-9]{1,9}}/${name}`, async (c) => {
      requireAccess(c.var.admin, RESOURCE, "write");
      const body = schema ? await readInput(c, schema) : {};
      const id = Number(c.req.param("id"));
      const actor = auditActor(c.var.admin);
      const after = await deps.db.transaction(async (tx) => {
        const before = await findOrder(tx, id);
        if (!before) throw httpError(404, SHOP_ADMIN_MSG.notFound);
        const moved = await run(tx, id, body);
        if (!moved) throw httpError(409, refusal);
        await recordAudit(tx, { actor, action: "update", resource: RESOURCE, recordId: id, before, after: moved });
        return moved;
      });
      return c.json(after);
    });
  step(
    "ship",
    SHOP_ADMIN_MSG.notPending,
    (tx, id, body) => shipOrder(tx, id, body as { courier: string; trackingNo: string }),
    ShopShipSchema,
  );
  step("done", SHOP_ADMIN_MSG.notShipped, (tx, id) => completeOrder(tx, id));
  step("cancel", SHOP_ADMIN_MSG.notPending, (tx, id) => cancelOrder(tx, id));
  return app;
}
