import { equalsInt } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import type { ActivitySignupRow } from "@/api/contract/activity-admin";
import { pick } from "@/api/contract/pick";
import { activitySignups } from "@/db/schema/activity";

/** Sign-ups with every answer: read here; approve and reject go through activity-signups-review.ts. */
export const activitySignupsResource = defineResource<ActivitySignupRow>()({
  name: "activity-signups",
  table: activitySignups,
  sortable: { createdAt: activitySignups.createdAt, audit: activitySignups.audit },
  filters: {
    activityId: equalsInt(activitySignups.activityId),
    userId: equalsInt(activitySignups.userId),
    audit: equalsInt(activitySignups.audit),
  },
  serialize: (s) => pick(s, ["id", "activityId", "userId", "source", "setting", "surveySubmit", "audit", "createdAt"]),
});
