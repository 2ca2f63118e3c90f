import FactCheckIcon from "@mui/icons-material/FactCheck";
import { lazyScreen } from "../../components/lazy-screen";

/** 问卷回答: each reseller's answers, read only, with the sheet of all of them (docs/decisions/0038). */
export default {
  list: lazyScreen(() => import("./response-list"), "SurveyResponseList"),
  show: lazyScreen(() => import("./response-show"), "SurveyResponseShow"),
  icon: FactCheckIcon,
  recordRepresentation: "chineseName",
};
