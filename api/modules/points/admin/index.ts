import { equalsInt, equalsText, search } from "@/api/admin/filters";
import type { AdminModule } from "@/api/admin/module";
import { defineResource, type UntypedRow } from "@/api/admin/resource";
import { PointsSettingsSchema } from "@/api/contract/points-admin";
import { pointsLedger, pointsSettings } from "@/db/schema/points";

/** The one row of points settings: how long an award stays spendable (docs/decisions/0032). */
const pointsSettingsResource = defineResource<UntypedRow>()({
  name: "points-settings",
  table: pointsSettings,
  sortable: { id: pointsSettings.id },
  serialize: (s) => ({ id: s.id, expiryMonths: s.expiryMonths, updatedAt: s.updatedAt.toISOString() }),
  update: { schema: PointsSettingsSchema, values: (input) => ({ ...input, updatedAt: new Date() }) },
});

/** Every change of every balance, read-only: awards, spends and expiries, with the balance after each. */
const pointsLedgerResource = defineResource<UntypedRow>()({
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

/** The back office of points: the expiry setting and the ledger. */
export const pointsAdmin: AdminModule = { resources: [pointsSettingsResource, pointsLedgerResource] };
