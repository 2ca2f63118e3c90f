import { equalsInt } from "@/api/admin/filters";
import { defineResource, type UntypedRow } from "@/api/admin/resource";
import { activitySignups } from "@/db/schema/activity";

/** Sign-ups with every answer: read here; approve and reject go through activity-signups-review.ts. */
export const activitySignupsResource = defineResource<UntypedRow>()({
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
