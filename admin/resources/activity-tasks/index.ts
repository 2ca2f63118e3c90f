import TaskAltIcon from "@mui/icons-material/TaskAlt";
import { TaskCreate, TaskEdit } from "./task-form";
import { TaskList } from "./task-list";

export default {
  list: TaskList,
  create: TaskCreate,
  edit: TaskEdit,
  icon: TaskAltIcon,
  recordRepresentation: "title",
};
