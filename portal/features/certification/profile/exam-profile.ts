import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { myPearsonexameditCall } from "@/api/contract/exam-profile";
import { api } from "@/portal/lib/api";

/** Both forms' saves read the profile again by this key (save-profile.ts). */
export const PROFILE_KEY = ["certification", "exam-profile"];

export const getExamProfileQueryOptions = () => queryOptions({ queryKey: PROFILE_KEY, queryFn: () => api.query(myPearsonexameditCall) });

export const useExamProfile = () => useSuspenseQuery(getExamProfileQueryOptions()).data;
