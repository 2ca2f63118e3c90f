import { equalsInt, equalsText, search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import type { LecturerSubmissionRow } from "@/api/contract/certification-requests-admin";
import { LecturerReviewSchema, REQUESTS_ADMIN_MSG } from "@/api/contract/certification-requests-admin";
import { pick } from "@/api/contract/pick";
import { httpError } from "@/api/protocol/errors";
import { LECTURER_SUBMISSION_STATUSES, lecturerSubmissions } from "@/db/schema/certification/requests";
import { notifyLecturerDecision } from "../notices";

/**
 * Lecturers' courses handed in through Pearson/LecSubmit: operators open the Weiyun link and accept or decline, once;
 * the decision is audited and lettered to the lecturer.
 */
export const lecturerSubmissionsResource = defineResource<LecturerSubmissionRow>()({
  name: "lecturer-submissions",
  table: lecturerSubmissions,
  sortable: { createdAt: lecturerSubmissions.createdAt, status: lecturerSubmissions.status },
  filters: {
    status: equalsText(lecturerSubmissions.status, LECTURER_SUBMISSION_STATUSES),
    userId: equalsInt(lecturerSubmissions.userId),
    q: search(lecturerSubmissions.coursename, lecturerSubmissions.yunlink),
  },
  serialize: (r) => pick(r, ["id", "userId", "yunlink", "coursename", "status", "createdAt"]),
  update: {
    schema: LecturerReviewSchema,
    values: (input, { before }) => {
      if (before.status !== "submitted") throw httpError(409, REQUESTS_ADMIN_MSG.handled);
      return input;
    },
  },
  afterWrite: (row, { tx }) => notifyLecturerDecision(tx, row),
});
