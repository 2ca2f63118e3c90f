import HowToRegIcon from "@mui/icons-material/HowToReg";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./registration-list"), "RegistrationList"),
  show: lazyScreen(() => import("./registration-show"), "RegistrationShow"),
  icon: HowToRegIcon,
  recordRepresentation: "chineseName",
};
