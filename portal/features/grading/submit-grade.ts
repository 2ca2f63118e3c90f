import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type GradeSubmit, trainingEventGradeCall } from "@/api/contract/grading";
import { api, type CallOptions } from "../../lib/api";
import { getGradePageQueryOptions } from "./grade-page";

/** trainingevent/grade {list, eventId, suggest}: on success the page reads as graded. */
export function useSubmitGrade(eventId: string, options?: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GradeSubmit) => api.send(trainingEventGradeCall, input, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getGradePageQueryOptions(eventId).queryKey }),
  });
}
