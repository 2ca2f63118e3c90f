import SchoolIcon from "@mui/icons-material/School";
import { lazyScreen } from "../../components/lazy-screen";

/** Read-only: an enterprise account sees its own company's people, operators everyone. */
export default {
  list: lazyScreen(() => import("./learner-list"), "LearnerList"),
  icon: SchoolIcon,
  recordRepresentation: "chineseName",
};
