import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { SignField, SurveyQuestion } from "@/api/contract/activity";
import { api } from "../../lib/api";

export type ActivityCard = {
  id: number;
  title: string;
  cover: string;
  startTime: string;
  endTime: string;
  contents: string;
  needApprove: number;
  agreement: string;
};

/** The visitor's own sign-up; audit 0 under review, 1 approved, 2 rejected. */
export type Attend = { id: number; audit: number } | null;

export type ActivityDetail = { activity: ActivityCard; userDetailList: SignField[]; surveyQuestions: SurveyQuestion[]; attend: Attend };

/** Activity/Detail {id}: the activity, its sign-up form and the visitor's sign-up. */
export const fetchActivityDetail = (id: number) => api.query<ActivityDetail>("Activity/Detail", { id });

export const getActivityDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: ["activity", "detail", id], queryFn: () => fetchActivityDetail(id) });

export const useActivityDetail = (id: number) => useSuspenseQuery(getActivityDetailQueryOptions(id)).data;
