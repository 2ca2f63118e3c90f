import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { myGetmedalCall } from "@/api/contract/activity";
import { myGetMedalListCall } from "@/api/contract/my-credits";
import { api } from "../../lib/api";

/** The medals page: one medal (my/getmedal {id}) or every medal (my/getmedallist), each with my levels. */
export const getMedalsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["credits", "medals", id],
    queryFn: async () => (id ? { list: [await api.query(myGetmedalCall, { id })] } : api.query(myGetMedalListCall)),
  });

export const useMedals = (id: number) => useSuspenseQuery(getMedalsQueryOptions(id)).data;
