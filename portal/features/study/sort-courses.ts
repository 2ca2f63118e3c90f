import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PACK_SORT_TOP, studySortCall } from "@/api/contract/study";
import { api } from "../../lib/api";
import { STUDY_KEYS } from "./keys";

/** Spec 001 section 9: the top item's order is 30, each next one less. */
export const sortPayloadOf = (ids: number[]) => ({ ids, orders: ids.map((_, i) => PACK_SORT_TOP - i) });

/** study/UpdateCourseSort {packId, ids, orders}: the items in the order the creator left them. */
export function useSortCourses(packId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.send(studySortCall, { packId, ...sortPayloadOf(ids) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: STUDY_KEYS.pack(packId) }),
  });
}
