import PersonSearchIcon from "@mui/icons-material/PersonSearch";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./talent-list"), "TalentList"),
  show: lazyScreen(() => import("./talent-show"), "TalentShow"),
  icon: PersonSearchIcon,
  recordRepresentation: "chineseName",
};
