import QuestionAnswerIcon from "@mui/icons-material/QuestionAnswer";
import { lazyScreen } from "../../components/lazy-screen";

/** 课程问答: learners ask under lessons; operators answer as the lecturer (讲师回答) or hide with a reason. */
export default {
  list: lazyScreen(() => import("./question-list"), "QuestionList"),
  show: lazyScreen(() => import("./question-show"), "QuestionShow"),
  icon: QuestionAnswerIcon,
  recordRepresentation: "content",
};
