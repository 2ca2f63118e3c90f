import MilitaryTechIcon from "@mui/icons-material/MilitaryTech";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./medal-list"), "MedalList"),
  create: lazyScreen(() => import("./medal-form"), "MedalCreate"),
  edit: lazyScreen(() => import("./medal-form"), "MedalEdit"),
  show: lazyScreen(() => import("./medal-show"), "MedalShow"),
  icon: MilitaryTechIcon,
  recordRepresentation: "name",
};
