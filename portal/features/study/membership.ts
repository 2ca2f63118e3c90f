import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type JoinSource, studyJoinCall, studyLeaveCall } from "@/api/contract/study";
import { api } from "../../lib/api";
import { STUDY_KEYS } from "./keys";

function useRefreshMembership(packId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: STUDY_KEYS.pack(packId) });
    void queryClient.invalidateQueries({ queryKey: STUDY_KEYS.list(4) });
  };
}

/** study/JoinCoursePackage {packId, shareUserId, source}: the share that brought the person is recorded. */
export function useJoinPack(packId: number) {
  const refresh = useRefreshMembership(packId);
  return useMutation({
    mutationFn: (share: { shareUserId: number; source: JoinSource }) => api.send(studyJoinCall, { packId, ...share }),
    onSuccess: refresh,
  });
}

/** study/RemoveCoursePackage {packId}: the person leaves (their course progress stays with the courses). */
export function useLeavePack(packId: number) {
  const refresh = useRefreshMembership(packId);
  return useMutation({ mutationFn: () => api.send(studyLeaveCall, { packId }), onSuccess: refresh });
}
