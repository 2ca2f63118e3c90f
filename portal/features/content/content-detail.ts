import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import type { ContentItem } from "./content-item";

export type ContentDetail = ContentItem & {
  kind: "solution" | "article" | "case" | "idea" | "reward";
  body: string;
  isCollect: number;
  articles: ContentItem[];
  solution: { strId: string; title: string } | null;
};

/** SolutionContents/Detail {strId}: an item with its body and whether the person collected it. */
export const fetchContentDetail = (strId: string) => api.query<ContentDetail>("SolutionContents/Detail", { strId });

export const getContentDetailQueryOptions = (strId: string) =>
  queryOptions({ queryKey: ["content", "detail", strId], queryFn: () => fetchContentDetail(strId) });

export const useContentDetail = (strId: string) => useSuspenseQuery(getContentDetailQueryOptions(strId)).data;
