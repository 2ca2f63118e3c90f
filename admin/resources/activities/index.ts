import EventIcon from "@mui/icons-material/Event";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./activity-list"), "ActivityList"),
  create: lazyScreen(() => import("./activity-form"), "ActivityCreate"),
  edit: lazyScreen(() => import("./activity-form"), "ActivityEdit"),
  show: lazyScreen(() => import("./activity-show"), "ActivityShow"),
  icon: EventIcon,
  recordRepresentation: "title",
};
