import { queryOptions, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { studyPackDetailCall, studyReplyListCall } from "@/api/contract/study";
import { api } from "../../lib/api";
import { STUDY_KEYS } from "./keys";

/** study/GetCourseListById {packId}: the pack, its courses in order and the caller's place in it. */
export const getPackQueryOptions = (packId: number) =>
  queryOptions({ queryKey: STUDY_KEYS.pack(packId), queryFn: () => api.query(studyPackDetailCall, { packId }) });

export const usePack = (packId: number) => useSuspenseQuery(getPackQueryOptions(packId)).data;

/** study/GetStudyReplyList {packId}: the page asks only for a member (the user-pack authorization). */
export const usePackReplies = (packId: number) =>
  useQuery({ queryKey: STUDY_KEYS.replies(packId), queryFn: () => api.query(studyReplyListCall, { packId }).then((d) => d.list) });
