import { reviewQueueRoutes } from "@/api/admin/review";
import { AttendReviewSchema } from "@/api/contract/training-admin";
import type { Deps } from "@/api/deps";
import { notifyAttend } from "../notices";
import { attendsToReview, findAttendById } from "../queries";
import { approveAttend, releaseAttend } from "../sign-up";
import { attendsCsv } from "./training-attends-csv";

/**
 * `/admin/api/training-attends/review` approves or rejects many sign-ups at once: each person whose state changes
 * gets a text and a letter, and each change its audit row, in one transaction. A rejection gives the place back and the first in
 * the queue takes it (releaseAttend). `/export?trainingId=` answers a session's sign-ups as CSV.
 */
export function trainingAttendRoutes(deps: Deps) {
  return reviewQueueRoutes(deps, {
    resource: "training-attends",
    review: {
      schema: AttendReviewSchema,
      // Released (cancelled) sign-ups are left out, and no row lock is taken: see attendsToReview.
      rows: (tx, { ids, audit }) => attendsToReview(tx, ids, audit),
      decide: async (tx, { sms }, attend, { audit }) => {
        if (audit === 1) await approveAttend(tx, attend.id);
        else if (!(await releaseAttend(tx, sms, attend.id, "reject"))) return null;
        const after = await findAttendById(tx, attend.id);
        await notifyAttend(tx, sms, attend.id, audit === 1 ? "approved" : "rejected");
        return { before: attend, after };
      },
    },
    export: { param: "trainingId", missing: "请选择要导出的课程", filename: (id) => `training-${id}-signups.csv`, csv: attendsCsv },
  });
}
