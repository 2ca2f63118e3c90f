import TaskAltIcon from "@mui/icons-material/TaskAlt";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./task-list"), "GrowTaskList"),
  create: lazyScreen(() => import("./task-form"), "GrowTaskCreate"),
  edit: lazyScreen(() => import("./task-form"), "GrowTaskEdit"),
  icon: TaskAltIcon,
  recordRepresentation: "title",
};
