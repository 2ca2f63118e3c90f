import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { solutionContentsDetailCall } from "@/api/contract/content";
import { api } from "../../lib/api";

/** SolutionContents/Detail {strId}: an item with its body and whether the person collected it. */
const fetchContentDetail = (strId: string) => api.query(solutionContentsDetailCall, { strId });

export const getContentDetailQueryOptions = (strId: string) =>
  queryOptions({ queryKey: ["content", "detail", strId], queryFn: () => fetchContentDetail(strId) });

export const useContentDetail = (strId: string) => useSuspenseQuery(getContentDetailQueryOptions(strId)).data;
