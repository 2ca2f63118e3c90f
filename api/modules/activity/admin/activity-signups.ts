import { equalsInt } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import type { ActivitySignupRow } from "@/api/contract/activity-admin";
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
  serialize: (s) => ({
    id: s.id,
    activityId: s.activityId,
    userId: s.userId,
    source: s.source,
    setting: s.setting,
    surveySubmit: s.surveySubmit,
    audit: s.audit,
    createdAt: s.createdAt,
  }),
});
