import { equalsInt, equalsText } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { type TrainingVisitRow, VISIT_KIND_LABELS } from "@/api/contract/training-admin";
import { trainingVisits } from "@/db/schema/training";

/** Attendance: each entry into a session's live room or replay (read-only). */
export const trainingVisitsResource = defineResource<TrainingVisitRow>()({
  name: "training-visits",
  table: trainingVisits,
  sortable: { createdAt: trainingVisits.createdAt },
  filters: {
    trainingId: equalsInt(trainingVisits.trainingId),
    userId: equalsInt(trainingVisits.userId),
    kind: equalsText(trainingVisits.kind, Object.keys(VISIT_KIND_LABELS)),
  },
  serialize: (v) => ({ id: v.id, trainingId: v.trainingId, userId: v.userId, kind: v.kind, createdAt: v.createdAt }),
});
