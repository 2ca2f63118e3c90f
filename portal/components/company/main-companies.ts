import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { companyGetTycNameCall } from "@/api/contract/company";
import { api } from "../../lib/api";

/** Spec 000 section 5: the main company search starts at 2 characters, 500 ms after typing stops. */
const MAIN_COMPANY_MIN_LENGTH = 2;
const MAIN_COMPANY_DEBOUNCE_MS = 500;

/** company/GetTycName {name, currentPage}: the first page (10) of matching main companies. */
const fetchMainCompanies = (name: string) => api.query(companyGetTycNameCall, { name, currentPage: 1 });

const getMainCompaniesQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ["activity", "mainCompanies", name],
    queryFn: () => fetchMainCompanies(name),
    enabled: [...name].length >= MAIN_COMPANY_MIN_LENGTH,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

/** Main companies matching what is typed, once typing pauses. */
export function useMainCompanies(typed: string) {
  const [name, setName] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setName(typed.trim()), MAIN_COMPANY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = useQuery(getMainCompaniesQueryOptions(name));
  return [...name].length >= MAIN_COMPANY_MIN_LENGTH ? (query.data?.data ?? []) : [];
}
