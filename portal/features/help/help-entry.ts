import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { helpGetQACall } from "@/api/contract/help";
import { api } from "../../lib/api";
import { HELP_KEYS } from "./help-tree";

/** Help/GetQA {id}: one entry with the reader's own vote. */
const fetchHelpEntry = (id: number) => api.query(helpGetQACall, { id });

export const getHelpEntryQueryOptions = (id: number) => queryOptions({ queryKey: HELP_KEYS.entry(id), queryFn: () => fetchHelpEntry(id) });

export const useHelpEntry = (id: number) => useSuspenseQuery(getHelpEntryQueryOptions(id)).data;

/** ?id= as the address gives it: a positive whole number, or null for the help center's home. */
export function entryIdOf(text: string | undefined) {
  const n = Number(text);
  return text && /^\d{1,9}$/.test(text) && n >= 1 ? n : null;
}
