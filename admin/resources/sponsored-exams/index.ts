import VerifiedIcon from "@mui/icons-material/Verified";
import { lazyScreen } from "../../components/lazy-screen";

/** 报销考试: the exams a company sponsors for its certified employees (docs/decisions/0048). */
export default {
  list: lazyScreen(() => import("./sponsored-list"), "SponsoredExamList"),
  create: lazyScreen(() => import("./sponsored-create"), "SponsoredExamCreate"),
  icon: VerifiedIcon,
  recordRepresentation: "examId",
};
