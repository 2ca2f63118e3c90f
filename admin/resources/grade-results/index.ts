import InsightsIcon from "@mui/icons-material/Insights";
import { lazyScreen } from "../../components/lazy-screen";

/** A page, not a list: the averages come from /admin/api/grade-results/summary. */
export default { list: lazyScreen(() => import("./results-page"), "GradeResultsPage"), icon: InsightsIcon };
