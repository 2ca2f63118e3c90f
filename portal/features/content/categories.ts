import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { type ContentCate, solutionContentsCateCall } from "@/api/contract/content";
import { api } from "../../lib/api";

export type { ContentCate };

/** SolutionContents/cate {lwId}: a library's categories (data.cate). */
export const fetchContentCates = async (lwId: number) => (await api.query(solutionContentsCateCall, { lwId })).cate;

export const getContentCatesQueryOptions = (lwId: number) =>
  queryOptions({ queryKey: ["content", "cate", lwId], queryFn: () => fetchContentCates(lwId), staleTime: 300_000 });

export const useContentCates = (lwId: number) => useSuspenseQuery(getContentCatesQueryOptions(lwId)).data;
