import { TASK_KIND_LABELS } from "@/api/contract/activity-admin";
import type { TaskResources } from "../../components/task-screens";

export const ACTIVITY_TASKS: TaskResources = { resource: "activity-tasks", steps: "activity-steps", kinds: TASK_KIND_LABELS };
