import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Booking, type BookSession, pearsonGetSesstionToUrlCall } from "@/api/contract/certification-booking";
import { api } from "@/portal/lib/api";
import { bookingKeys } from "./exam-status";

/** pearson/GetSesstionToUrl {id, starttime, examid, change}: books (or moves to) the sitting; answers its link. */
const bookSitting = (input: BookSession) => api.send(pearsonGetSesstionToUrlCall, input);

/**
 * A booking changes the status, the dates and the seats left: everything of that exam is fetched afresh (after a
 * refusal too: 该场次已满 means the seats shown were stale). `onBooked` runs first, at the hook's level, since the
 * fresh status may replace the picker that asked.
 */
export function useBookSitting(examId: number, onBooked: (booking: Booking) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookSitting,
    onSuccess: onBooked,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.exam(examId) }),
  });
}
