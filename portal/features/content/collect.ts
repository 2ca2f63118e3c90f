import { useQueryClient } from "@tanstack/react-query";
import { solutionContentsCollectCall, solutionContentsUnCollectCall } from "@/api/contract/content";
import { toast } from "../../components/toast/toast-store";
import { api } from "../../lib/api";
import { getContentDetailQueryOptions } from "./content-detail";
import { rememberCollect, takePendingCollect } from "./pending-collect";

/** SolutionContents/Collect or UnCollect {strId}; a 1503 goes to the login page (the marker brings the collect back). */
const sendCollect = (strId: string, collect: boolean) =>
  api.send(collect ? solutionContentsCollectCall : solutionContentsUnCollectCall, { strId });

/** Collects or uncollects, shows the answer, and refreshes the detail's state. */
export function useCollect(strId: string) {
  const queryClient = useQueryClient();
  return async (collect: boolean) => {
    // Remembered before the call: should the session have ended, the login comes back and applies it.
    if (collect) rememberCollect(strId);
    const state = await sendCollect(strId, collect);
    takePendingCollect(strId);
    toast(state.isCollect ? "已收藏" : "已取消收藏", { tone: "success" });
    queryClient.setQueryData(getContentDetailQueryOptions(strId).queryKey, (d) => (d ? { ...d, isCollect: state.isCollect } : d));
  };
}
