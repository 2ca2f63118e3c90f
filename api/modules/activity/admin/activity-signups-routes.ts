import { reviewQueueRoutes } from "@/api/admin/review";
import { SignupReviewSchema } from "@/api/contract/activity-admin";
import type { Deps } from "@/api/deps";
import { notifySignupDecision } from "../notices";
import { lockSignupsToReview, setSignupAudit } from "../queries";
import { signupsCsv } from "./activity-signups-csv";

/**
 * `/admin/api/activity-signups/review` approves or rejects many sign-ups at once; each person whose state changes gets
 * a text and a letter, and each change its audit row, in the one transaction. `/export?activityId=` answers an activity's
 * sign-ups as CSV.
 */
export function activitySignupRoutes(deps: Deps) {
  return reviewQueueRoutes(deps, {
    resource: "activity-signups",
    review: {
      schema: SignupReviewSchema,
      rows: (tx, { ids, audit }) => lockSignupsToReview(tx, ids, audit),
      decide: async (tx, { sms }, signup, { audit }) => {
        const after = await setSignupAudit(tx, signup.id, audit);
        await notifySignupDecision(tx, sms, signup.id, audit);
        return { before: signup, after };
      },
    },
    export: { param: "activityId", missing: "请选择要导出的活动", filename: (id) => `activity-${id}-signups.csv`, csv: signupsCsv },
  });
}
