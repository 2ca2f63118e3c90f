import { queryOptions, useQuery } from "@tanstack/react-query";
import { pearsonGetsesstionCall } from "@/api/contract/certification-booking";
import { api } from "@/portal/lib/api";
import { bookingKeys } from "./exam-status";

const fetchDaySittings = (examId: number, date: string) => api.query(pearsonGetsesstionCall, { starttime: date, examid: examId });

const getDaySittingsQueryOptions = (examId: number, date: string) =>
  queryOptions({ queryKey: bookingKeys.day(examId, date), queryFn: () => fetchDaySittings(examId, date) });

/** The sittings of a date once one is picked. */
export const useDaySittings = (examId: number, date: string) =>
  useQuery({ ...getDaySittingsQueryOptions(examId, date), enabled: date !== "" });
