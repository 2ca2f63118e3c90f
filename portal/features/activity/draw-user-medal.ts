import { useMutation, useQueryClient } from "@tanstack/react-query";
import { activityDrawUserMedalCall } from "@/api/contract/activity";
import { claim } from "./claim";

/** Activity/DrawUserMedal {activityId, stepId}: every level reached so far; answers true once claimed. */
const drawUserMedal = (input: { activityId: number; stepId: number }) => claim(activityDrawUserMedalCall, input);

export function useDrawUserMedal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: drawUserMedal,
    onSuccess: (claimed) => (claimed ? queryClient.invalidateQueries({ queryKey: ["activity", "special"] }) : undefined),
  });
}
