import WorkIcon from "@mui/icons-material/Work";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./position-list"), "PositionList"),
  create: lazyScreen(() => import("./position-form"), "PositionCreate"),
  edit: lazyScreen(() => import("./position-form"), "PositionEdit"),
  show: lazyScreen(() => import("./position-show"), "PositionShow"),
  icon: WorkIcon,
  recordRepresentation: "name",
};
