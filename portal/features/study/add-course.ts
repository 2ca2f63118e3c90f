import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type PackSearchItem, studyAddCourseCall } from "@/api/contract/study";
import { api, type CallOptions } from "../../lib/api";
import { STUDY_KEYS } from "./keys";
import { markRows, type SearchPages } from "./pack-search";

/** study/AddCourseToPackage: the row shows 已添加 (status 1) and the pack's course list refreshes. */
export function useAddCourse(packId: number, options: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: PackSearchItem) =>
      api.send(
        studyAddCourseCall,
        { packId, courseType: row.courseType, strId: row.strId, courseID: row.courseID, courseUrl: row.courseUrl },
        options,
      ),
    onSuccess: (added) => {
      queryClient.setQueriesData<SearchPages>({ queryKey: STUDY_KEYS.searchAll(packId) }, (d) => markRows(d, added, added.status));
      void queryClient.invalidateQueries({ queryKey: STUDY_KEYS.pack(packId) });
    },
  });
}
