import { useMutation, useQueryClient } from "@tanstack/react-query";
import { activityGoFinishTaskCall } from "@/api/contract/activity";
import { api } from "../../lib/api";

/** Activity/GoFinishTask {taskId}: answers where to do the task (data.url; a visit task's carries the visit). */
const goFinishTask = (taskId: number) => api.send(activityGoFinishTaskCall, { taskId });

/** Opens the task in a new tab; the tab is opened before the call so the browser does not block it as a pop-up. */
export function useGoFinishTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (taskId: number) => {
      const tab = window.open("", "_blank");
      try {
        const { url } = await goFinishTask(taskId);
        if (tab) {
          // The task page may be another site: it gets no handle on this one.
          tab.opener = null;
          tab.location.href = url;
        } else window.location.assign(url);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["activity", "special"] }),
  });
}
