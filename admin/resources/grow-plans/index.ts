import TimelineIcon from "@mui/icons-material/Timeline";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./plan-list"), "GrowPlanList"),
  create: lazyScreen(() => import("./plan-form"), "GrowPlanCreate"),
  edit: lazyScreen(() => import("./plan-form"), "GrowPlanEdit"),
  show: lazyScreen(() => import("./plan-show"), "GrowPlanShow"),
  icon: TimelineIcon,
  recordRepresentation: "name",
};
