import BadgeIcon from "@mui/icons-material/Badge";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./employee-list"), "EmployeeList"),
  show: lazyScreen(() => import("./employee-show"), "EmployeeShow"),
  icon: BadgeIcon,
  recordRepresentation: "chineseName",
};
