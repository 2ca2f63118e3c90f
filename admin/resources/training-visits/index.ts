import HowToRegIcon from "@mui/icons-material/HowToReg";
import { lazyScreen } from "../../components/lazy-screen";

export default { list: lazyScreen(() => import("./visit-list"), "VisitList"), icon: HowToRegIcon };
