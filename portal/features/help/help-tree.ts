import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { helpGetCateListCall } from "@/api/contract/help";
import { api } from "../../lib/api";

export const HELP_KEYS = {
  tree: ["help", "tree"],
  entry: (id: number) => ["help", "entry", id],
} as const;

/** Help/GetCateList: the categories with their questions. */
const fetchHelpTree = () => api.query(helpGetCateListCall);

export const getHelpTreeQueryOptions = () => queryOptions({ queryKey: HELP_KEYS.tree, queryFn: fetchHelpTree, staleTime: 300_000 });

export const useHelpTree = () => useSuspenseQuery(getHelpTreeQueryOptions()).data;
