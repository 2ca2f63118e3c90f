import { TaskList } from "../../components/task-screens";
import { GROW_PLAN_TASKS } from "./tasks";

export const GrowTaskList = () => <TaskList of={GROW_PLAN_TASKS} />;
