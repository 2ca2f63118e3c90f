import { GROW_TASK_KIND_LABELS } from "@/api/contract/growplan";
import { StepShow } from "../../components/step-screens";
import { GROW_PLAN } from "./parent";

const tasks = {
  reference: "grow-plan-tasks",
  kinds: GROW_TASK_KIND_LABELS,
  label: "app.grow_plans.tasks",
  addLabel: "app.grow_plans.add_task",
};

export const GrowStepShow = () => <StepShow parent={GROW_PLAN} tasks={tasks} />;
