import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type PackCourse, studyRemoveCourseCall } from "@/api/contract/study";
import { api } from "../../lib/api";
import { STUDY_KEYS } from "./keys";
import { markRows, type SearchPages } from "./pack-search";

/** study/RemoveCourseFromPackage {packId, id}: status 0, so the search offers it again. */
export function useRemoveCourse(packId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: PackCourse) => api.send(studyRemoveCourseCall, { packId, id: item.id }),
    onSuccess: (answer, item) => {
      queryClient.setQueriesData<SearchPages>({ queryKey: STUDY_KEYS.searchAll(packId) }, (d) => markRows(d, item, answer.status));
      void queryClient.invalidateQueries({ queryKey: STUDY_KEYS.pack(packId) });
    },
  });
}
