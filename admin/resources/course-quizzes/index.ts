import FactCheckIcon from "@mui/icons-material/FactCheck";
import { lazyScreen } from "../../components/lazy-screen";

/** 课程测验: chapter quizzes and each course's 结业测验 (docs/decisions/0055), also listed on the course's page. */
export default {
  list: lazyScreen(() => import("./quiz-list"), "QuizList"),
  create: lazyScreen(() => import("./quiz-form"), "QuizCreate"),
  edit: lazyScreen(() => import("./quiz-form"), "QuizEdit"),
  icon: FactCheckIcon,
  recordRepresentation: "title",
};
