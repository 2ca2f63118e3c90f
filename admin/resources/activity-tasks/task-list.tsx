import { TextField } from "react-admin";
import { TaskList as SharedTaskList } from "../../components/task-screens";
import { ACTIVITY_TASKS } from "./tasks";

const columns = [<TextField key="url" source="url" sortable={false} />, <TextField key="score" source="score" />];

export const TaskList = () => <SharedTaskList of={ACTIVITY_TASKS} score columns={columns} />;
