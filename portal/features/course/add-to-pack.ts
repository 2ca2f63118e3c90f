import type { QueryClient } from "@tanstack/react-query";
import { studyAddCourseCall, studyPackListCall } from "@/api/contract/study";
import { api, type CallOptions } from "../../lib/api";
import { STUDY_PACK_KEYS } from "../../lib/query-keys";

/** study/GetCoursePackageList {type: 3}: the packs the person made (a visitor's 1503 goes to the login page). */
export const fetchMyPacks = () => api.send(studyPackListCall, { type: 3 }).then((d) => d.list);

/** study/AddCourseToPackage: this course at the bottom of one of the person's packs; that pack and their list change. */
export async function addCourseToPack(queryClient: QueryClient, packId: number, strId: string, options: CallOptions) {
  const item = await api.send(studyAddCourseCall, { packId, courseType: 2, strId }, options);
  void queryClient.invalidateQueries({ queryKey: STUDY_PACK_KEYS.pack(packId) });
  void queryClient.invalidateQueries({ queryKey: STUDY_PACK_KEYS.mine });
  return item;
}
