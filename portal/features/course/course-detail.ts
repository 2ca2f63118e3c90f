import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { moocDetailCall } from "@/api/contract/course";
import { api } from "../../lib/api";

/** MoocTraining/Detail: the course for anyone, with the signed-in person's own progress (`me`). */
const fetchCourseDetail = (id: string) => api.query(moocDetailCall, { id });

export const getCourseDetailQueryOptions = (id: string) =>
  queryOptions({ queryKey: ["course", "detail", id], queryFn: () => fetchCourseDetail(id) });

export const useCourseDetail = (id: string) => useSuspenseQuery(getCourseDetailQueryOptions(id)).data;
