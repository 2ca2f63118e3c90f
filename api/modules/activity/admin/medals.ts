import { equalsInt, search } from "@/api/admin/filters";
import { defineResource, storedAsSent } from "@/api/admin/resource";
import { type MedalRow, MedalSchema } from "@/api/contract/activity-admin";
import { medals } from "@/db/schema/activity";

/** Medals: what earns them; their levels are medal-levels. */
export const medalsResource = defineResource<MedalRow>()({
  name: "medals",
  table: medals,
  sortable: { name: medals.name },
  filters: { q: search(medals.name), stepId: equalsInt(medals.stepId), whereType: equalsInt(medals.whereType) },
  serialize: (m) => ({ id: m.id, stepId: m.stepId, name: m.name, whereType: m.whereType, memo: m.memo }),
  ...storedAsSent(MedalSchema),
  remove: {},
  conflict: "该阶段已有勋章",
});
