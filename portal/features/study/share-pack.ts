import { useMutation, useQueryClient } from "@tanstack/react-query";
import { studyPosterCall, studyShareStateCall } from "@/api/contract/study";
import { api } from "../../lib/api";
import { STUDY_KEYS } from "./keys";

/** study/UpCoursePackState {packId}: sharing on (one way); the link and the poster need it. */
export function useShareOn(packId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.send(studyShareStateCall, { packId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: STUDY_KEYS.pack(packId) }),
  });
}

/** study/GetCoursePackPoster {packId}: the poster drawn on the server, as a PNG data URL. */
export const fetchPoster = (packId: number) => api.send(studyPosterCall, { packId }).then((d) => d.poster);
