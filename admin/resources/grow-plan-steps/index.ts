import StairsIcon from "@mui/icons-material/Stairs";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./step-list"), "GrowStepList"),
  create: lazyScreen(() => import("./step-form"), "GrowStepCreate"),
  edit: lazyScreen(() => import("./step-form"), "GrowStepEdit"),
  show: lazyScreen(() => import("./step-show"), "GrowStepShow"),
  icon: StairsIcon,
  recordRepresentation: "title",
};
