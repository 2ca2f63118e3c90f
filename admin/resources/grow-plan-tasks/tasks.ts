import { GROW_TASK_KIND_LABELS } from "@/api/contract/growplan";
import type { TaskResources } from "../../components/task-screens";

export const GROW_PLAN_TASKS: TaskResources = { resource: "grow-plan-tasks", steps: "grow-plan-steps", kinds: GROW_TASK_KIND_LABELS };
