import { useMutation, useQueryClient } from "@tanstack/react-query";
import { activityDrawUserScoreCall } from "@/api/contract/activity";
import { claim } from "./claim";

/** Activity/DrawUserScore {taskId}: a finished task's points; answers true once claimed. */
const drawUserScore = (taskId: number) => claim(activityDrawUserScoreCall, { taskId });

export function useDrawUserScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: drawUserScore,
    onSuccess: (claimed) => (claimed ? queryClient.invalidateQueries({ queryKey: ["activity", "special"] }) : undefined),
  });
}
