import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PACK_SORT_TOP, studySortCall } from "@/api/contract/study";
import { api } from "../../lib/api";
import { STUDY_KEYS } from "./keys";
import { getPackQueryOptions } from "./pack-detail";

/** Spec 001 section 9: the top item's order is 30, each next one less. */
export const sortPayloadOf = (ids: number[]) => ({ ids, orders: ids.map((_, i) => PACK_SORT_TOP - i) });

/** study/UpdateCourseSort {packId, ids, orders}: the items in the order the creator left them. */
export function useSortCourses(packId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.send(studySortCall, { packId, ...sortPayloadOf(ids) }),
    onSuccess: (_, ids) => {
      // The list shows the saved order at once, not the old one until the pack is read again.
      queryClient.setQueryData(getPackQueryOptions(packId).queryKey, (d) =>
        d ? { ...d, courseList: ids.flatMap((id) => d.courseList.filter((c) => c.id === id)) } : d,
      );
      void queryClient.invalidateQueries({ queryKey: STUDY_KEYS.pack(packId) });
    },
  });
}
