import { equalsInt } from "@/api/admin/filters";
import { defineResource, storedAsSent } from "@/api/admin/resource";
import { type MedalLevelRow, MedalLevelSchema } from "@/api/contract/activity-admin";
import { pick } from "@/api/contract/pick";
import { medalLevels } from "@/db/schema/activity";

/** A medal's levels: the threshold, the icons dark and lit, the score paid on claim. */
export const medalLevelsResource = defineResource<MedalLevelRow>()({
  name: "medal-levels",
  table: medalLevels,
  sortable: { level: medalLevels.level },
  filters: { medalId: equalsInt(medalLevels.medalId) },
  serialize: (l) => pick(l, ["id", "medalId", "level", "number", "icon", "iconLighten", "score", "startTime", "endTime"]),
  ...storedAsSent(MedalLevelSchema),
  remove: {},
  conflict: "该勋章已有这一等级",
});
