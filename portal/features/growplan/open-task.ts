import { useMutation } from "@tanstack/react-query";
import { growPlanGetUserTaskStatusCall } from "@/api/contract/growplan";
import { api } from "../../lib/api";
import { navigateTo } from "../../lib/navigation";

/** GrowPlan/GetUserTaskStatus {taskId}: where the task is done (data.url). */
const getUserTaskStatus = (taskId: number) => api.send(growPlanGetUserTaskStatusCall, { taskId });

/** Asks where a task is done and goes there (the course or session page, or the exam's registration). */
export const useOpenTask = () =>
  useMutation({
    mutationFn: async (taskId: number) => navigateTo((await getUserTaskStatus(taskId)).url),
  });
