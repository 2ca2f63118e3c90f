import { equalsInt, equalsText, search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import type { PointsLedgerRow } from "@/api/contract/points-admin";
import { pointsLedger } from "@/db/schema/points";

/** Every change of every balance, read-only: awards, spends and expiries, with the balance after each. */
export const pointsLedgerResource = defineResource<PointsLedgerRow>()({
  name: "points-ledger",
  table: pointsLedger,
  sortable: { id: pointsLedger.id, createdAt: pointsLedger.createdAt, delta: pointsLedger.delta },
  filters: { q: search(pointsLedger.reason), userId: equalsInt(pointsLedger.userId), sourceType: equalsText(pointsLedger.sourceType) },
  serialize: (r) => ({
    id: r.id,
    userId: r.userId,
    delta: r.delta,
    reason: r.reason,
    sourceType: r.sourceType,
    sourceId: r.sourceId,
    balanceAfter: r.balanceAfter,
    createdAt: r.createdAt.toISOString(),
  }),
});
