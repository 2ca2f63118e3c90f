import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/portal/lib/api";
import { bookingKeys } from "./exam-status";

/** A sitting of the chosen day (spec 001 section 3 "Session": id, name, starttime), with its seats left. */
export type DaySitting = { id: number; name: string; starttime: string; left: number };

export const fetchDaySittings = (examId: number, date: string) =>
  api.query<DaySitting[]>("pearson/getsesstion", { starttime: date, examid: examId });

export const getDaySittingsQueryOptions = (examId: number, date: string) =>
  queryOptions({ queryKey: bookingKeys.day(examId, date), queryFn: () => fetchDaySittings(examId, date) });

/** The sittings of a date once one is picked. */
export const useDaySittings = (examId: number, date: string) =>
  useQuery({ ...getDaySittingsQueryOptions(examId, date), enabled: date !== "" });
