import LiveTvIcon from "@mui/icons-material/LiveTv";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./training-list"), "TrainingList"),
  create: lazyScreen(() => import("./training-form"), "TrainingCreate"),
  edit: lazyScreen(() => import("./training-form"), "TrainingEdit"),
  show: lazyScreen(() => import("./training-show"), "TrainingShow"),
  icon: LiveTvIcon,
  recordRepresentation: "title",
};
