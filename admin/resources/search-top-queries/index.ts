import TrendingUpIcon from "@mui/icons-material/TrendingUp";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("../../components/term-list"), "SearchTermList"),
  icon: TrendingUpIcon,
  recordRepresentation: "term",
};
