import { useGetList } from "react-admin";
import type { InterviewRow, InterviewStatus } from "@/api/contract/zhaopin-interviews";

/** Whose invitations: an application's, or a talent's (their CV) from the talent pool. */
export type InterviewTarget = { applicationId: number } | { cvId: number };

const OPEN: readonly InterviewStatus[] = ["pending", "accepted", "reschedule"];
export const isOpenInterview = (row: Pick<InterviewRow, "status">) => OPEN.includes(row.status);

/** GET /admin/api/interviews?filter=: newest first; one list the invite button and the list below both read. */
export function useInterviews(target: InterviewTarget) {
  const query = useGetList<InterviewRow>("interviews", {
    filter: target,
    sort: { field: "id", order: "DESC" },
    pagination: { page: 1, perPage: 50 },
  });
  return { ...query, hasOpen: !!query.data?.some(isOpenInterview) };
}
