import TaskAltIcon from "@mui/icons-material/TaskAlt";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./task-list"), "TaskList"),
  create: lazyScreen(() => import("./task-form"), "TaskCreate"),
  edit: lazyScreen(() => import("./task-form"), "TaskEdit"),
  icon: TaskAltIcon,
  recordRepresentation: "title",
};
