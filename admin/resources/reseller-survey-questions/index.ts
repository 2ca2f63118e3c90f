import QuizIcon from "@mui/icons-material/Quiz";
import { lazyScreen } from "../../components/lazy-screen";

/** 问卷题目: the reseller survey's questions; each question's page lists its options (docs/decisions/0038). */
export default {
  list: lazyScreen(() => import("./question-list"), "SurveyQuestionList"),
  create: lazyScreen(() => import("./question-form"), "SurveyQuestionCreate"),
  edit: lazyScreen(() => import("./question-form"), "SurveyQuestionEdit"),
  show: lazyScreen(() => import("./question-show"), "SurveyQuestionShow"),
  icon: QuizIcon,
  recordRepresentation: "title",
};
