import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type HelpEntry, helpAddQAVoteCall, THANKS_MSG } from "@/api/contract/help";
import { toast } from "../../components/toast/toast-store";
import { api } from "../../lib/api";
import { HELP_KEYS } from "./help-tree";

/** Help/AddQAVote {qid, vid}: the server's reply is the thanks (also for a repeated vote, which counts nothing). */
const addQAVote = (qid: number, vid: number) => api.call(helpAddQAVoteCall, { qid, vid });

/** Votes on an entry: the thanks as a toast, and the entry shows the vote as given. */
export function useAddQAVote(qid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vid: number) => addQAVote(qid, vid),
    onSuccess: (env, vid) => {
      if (env.code !== 0) return;
      toast(env.msg || THANKS_MSG, { tone: "success" });
      queryClient.setQueryData<HelpEntry>(HELP_KEYS.entry(qid), (e) => (e && !e.vid ? { ...e, vid } : e));
    },
  });
}
