import HowToRegIcon from "@mui/icons-material/HowToReg";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./signup-list"), "SignupList"),
  show: lazyScreen(() => import("./signup-show"), "SignupShow"),
  icon: HowToRegIcon,
  recordRepresentation: "id",
};
