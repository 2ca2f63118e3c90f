import GradingIcon from "@mui/icons-material/Grading";
import { lazyScreen } from "../../components/lazy-screen";

export default { list: lazyScreen(() => import("./result-list"), "ResultList"), icon: GradingIcon, recordRepresentation: "chineseName" };
