import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { type PackListType, studyPackListCall, studySelfPackCall } from "@/api/contract/study";
import { api } from "../../lib/api";
import { STUDY_KEYS } from "./keys";

/** study/GetCoursePackageList {type}: 1 recommended, 2 newest shared, 3 created, 4 joined (3 and 4 need a login). */
export const getPackListQueryOptions = (type: PackListType) =>
  queryOptions({ queryKey: STUDY_KEYS.list(type), queryFn: () => api.query(studyPackListCall, { type }).then((d) => d.list) });

export const usePackList = (type: PackListType) => useSuspenseQuery(getPackListQueryOptions(type)).data;

/** study/GetSelfCoursePackage {treelist: []}: packs for the person's own interest answers (none for a visitor). */
export const getSelfPacksQueryOptions = () =>
  queryOptions({ queryKey: STUDY_KEYS.self, queryFn: () => api.query(studySelfPackCall, { treelist: [] }).then((d) => d.list) });

export const useSelfPacks = () => useSuspenseQuery(getSelfPacksQueryOptions()).data;
