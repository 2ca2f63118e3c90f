import RateReviewIcon from "@mui/icons-material/RateReview";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./question-list"), "GradeQuestionList"),
  create: lazyScreen(() => import("./question-form"), "GradeQuestionCreate"),
  edit: lazyScreen(() => import("./question-form"), "GradeQuestionEdit"),
  icon: RateReviewIcon,
  recordRepresentation: "title",
};
