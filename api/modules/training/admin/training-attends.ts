import { equalsInt, equalsText } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { pick } from "@/api/contract/pick";
import { ATTEND_STATUS_LABELS, type TrainingAttendRow } from "@/api/contract/training-admin";
import { trainingAttends } from "@/db/schema/training";

/** Sign-ups with every answer: read here; approve and reject go through training-attends-review.ts. */
export const trainingAttendsResource = defineResource<TrainingAttendRow>()({
  name: "training-attends",
  table: trainingAttends,
  sortable: { createdAt: trainingAttends.createdAt, queuedAt: trainingAttends.queuedAt, audit: trainingAttends.audit },
  filters: {
    trainingId: equalsInt(trainingAttends.trainingId),
    userId: equalsInt(trainingAttends.userId),
    audit: equalsInt(trainingAttends.audit),
    status: equalsText(trainingAttends.status, Object.keys(ATTEND_STATUS_LABELS)),
  },
  serialize: (a) => pick(a, ["id", "trainingId", "userId", "status", "audit", "settings", "survey", "queuedAt", "createdAt"]),
});
