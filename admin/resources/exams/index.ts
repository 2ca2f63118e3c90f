import QuizIcon from "@mui/icons-material/Quiz";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./exam-list"), "ExamList"),
  create: lazyScreen(() => import("./exam-form"), "ExamCreate"),
  edit: lazyScreen(() => import("./exam-form"), "ExamEdit"),
  icon: QuizIcon,
  recordRepresentation: "name",
};
