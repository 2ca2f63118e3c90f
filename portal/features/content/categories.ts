import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { solutionContentsCateCall } from "@/api/contract/content";
import { api } from "../../lib/api";

/** SolutionContents/cate {lwId}: a library's categories (data.cate). */
const fetchContentCates = async (lwId: number) => (await api.query(solutionContentsCateCall, { lwId })).cate;

export const getContentCatesQueryOptions = (lwId: number) =>
  queryOptions({ queryKey: ["content", "cate", lwId], queryFn: () => fetchContentCates(lwId), staleTime: 300_000 });

export const useContentCates = (lwId: number) => useSuspenseQuery(getContentCatesQueryOptions(lwId)).data;
