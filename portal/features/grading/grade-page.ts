import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { trainingEventGetGradeCall } from "@/api/contract/grading";
import { api } from "../../lib/api";

/** trainingevent/GetGrade {eventId}: the session, its questions and where the person stands. */
const fetchGradePage = (eventId: string) => api.query(trainingEventGetGradeCall, { eventId });

export const getGradePageQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: ["grading", "page", eventId], queryFn: () => fetchGradePage(eventId), staleTime: 0 });

export const useGradePage = (eventId: string) => useSuspenseQuery(getGradePageQueryOptions(eventId)).data;
