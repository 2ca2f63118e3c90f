import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { companyGetByKeyNameCall } from "@/api/contract/company";
import { api } from "../../lib/api";

/** Spec 000 section 5: suggestions start when the name is longer than 1 character. */
const SUGGEST_MIN_LENGTH = 2;
/** A pause in typing before asking, so a fast typist sends one call instead of one per key. */
const TYPING_PAUSE_MS = 250;

/** company/GetByKeyName {name}: companies whose name matches. */
const fetchCompanySuggestions = (name: string) => api.query(companyGetByKeyNameCall, { name });

const getCompanySuggestionsQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ["company", "suggestions", name],
    queryFn: () => fetchCompanySuggestions(name),
    enabled: name.length >= SUGGEST_MIN_LENGTH,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

/** Suggestions for what is typed, once typing pauses. */
export function useCompanySuggestions(typed: string) {
  const [name, setName] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setName(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = useQuery(getCompanySuggestionsQueryOptions(name));
  return name.length >= SUGGEST_MIN_LENGTH ? (query.data ?? []) : [];
}
