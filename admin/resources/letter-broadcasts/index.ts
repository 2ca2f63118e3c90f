import MailIcon from "@mui/icons-material/Mail";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./broadcast-list"), "BroadcastList"),
  create: lazyScreen(() => import("./broadcast-create"), "BroadcastCreate"),
  show: lazyScreen(() => import("./broadcast-show"), "BroadcastShow"),
  icon: MailIcon,
  recordRepresentation: "title",
};
