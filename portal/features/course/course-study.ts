import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { moocStudyNewCall } from "@/api/contract/course";
import { api } from "../../lib/api";

/** MoocTraining/StudyNew: the course with the lessons' addresses and where the person stands (1503 for a visitor). */
const fetchCourseStudy = (id: string) => api.query(moocStudyNewCall, { id });

export const getCourseStudyQueryOptions = (id: string) =>
  queryOptions({ queryKey: ["course", "study", id], queryFn: () => fetchCourseStudy(id) });

export const useCourseStudy = (id: string) => useSuspenseQuery(getCourseStudyQueryOptions(id)).data;
