import { equalsInt } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { type MedalLevelRow, MedalLevelSchema } from "@/api/contract/activity-admin";
import { medalLevels } from "@/db/schema/activity";

/** A medal's levels: the threshold, the icons dark and lit, the score paid on claim. */
export const medalLevelsResource = defineResource<MedalLevelRow>()({
  name: "medal-levels",
  table: medalLevels,
  sortable: { level: medalLevels.level },
  filters: { medalId: equalsInt(medalLevels.medalId) },
  serialize: (l) => ({
    id: l.id,
    medalId: l.medalId,
    level: l.level,
    number: l.number,
    icon: l.icon,
    iconLighten: l.iconLighten,
    score: l.score,
    startTime: l.startTime,
    endTime: l.endTime,
  }),
  create: { schema: MedalLevelSchema, values: (input) => input },
  update: { schema: MedalLevelSchema, values: (input) => input },
  remove: {},
  conflict: "该勋章已有这一等级",
});
