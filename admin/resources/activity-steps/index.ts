import StairsIcon from "@mui/icons-material/Stairs";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./step-list"), "StepList"),
  create: lazyScreen(() => import("./step-form"), "StepCreate"),
  edit: lazyScreen(() => import("./step-form"), "StepEdit"),
  show: lazyScreen(() => import("./step-show"), "StepShow"),
  icon: StairsIcon,
  recordRepresentation: "title",
};
