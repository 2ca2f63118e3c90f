import SearchOffIcon from "@mui/icons-material/SearchOff";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("../../components/term-list"), "SearchTermList"),
  icon: SearchOffIcon,
  recordRepresentation: "term",
};
