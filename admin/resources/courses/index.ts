import OndemandVideoIcon from "@mui/icons-material/OndemandVideo";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./course-list"), "CourseList"),
  create: lazyScreen(() => import("./course-form"), "CourseCreate"),
  edit: lazyScreen(() => import("./course-form"), "CourseEdit"),
  show: lazyScreen(() => import("./course-show"), "CourseShow"),
  icon: OndemandVideoIcon,
  recordRepresentation: "title",
};
