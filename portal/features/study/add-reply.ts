import { useQueryClient } from "@tanstack/react-query";
import { type ReplyForm, studyAddReplyCall } from "@/api/contract/study";
import { api, type CallOptions } from "../../lib/api";
import { STUDY_KEYS } from "./keys";

/** study/AddStudyReply {packId, content, score}: the pack (replied, its average) and the reviews refresh. */
export function useAddReply(packId: number) {
  const queryClient = useQueryClient();
  return async (form: ReplyForm, options: CallOptions) => {
    const reply = await api.send(studyAddReplyCall, { packId, ...form }, options);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: STUDY_KEYS.pack(packId) }),
      queryClient.invalidateQueries({ queryKey: STUDY_KEYS.replies(packId) }),
    ]);
    return reply;
  };
}
