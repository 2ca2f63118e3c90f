import FactCheckIcon from "@mui/icons-material/FactCheck";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./attend-list"), "AttendList"),
  show: lazyScreen(() => import("./attend-show"), "AttendShow"),
  icon: FactCheckIcon,
};
