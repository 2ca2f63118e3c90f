import { defineResource } from "@/api/admin/resource";
import { type PointsSettingsRow, PointsSettingsSchema } from "@/api/contract/points-admin";
import { pointsSettings } from "@/db/schema/points";

/** The one row of points settings: how long an award stays spendable (docs/decisions/0032). */
export const pointsSettingsResource = defineResource<PointsSettingsRow>()({
  name: "points-settings",
  table: pointsSettings,
  sortable: { id: pointsSettings.id },
  serialize: (s) => ({ id: s.id, expiryMonths: s.expiryMonths, updatedAt: s.updatedAt.toISOString() }),
  update: { schema: PointsSettingsSchema, values: (input) => ({ ...input, updatedAt: new Date() }) },
});
