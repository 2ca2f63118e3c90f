import QuizIcon from "@mui/icons-material/Quiz";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./option-list"), "OptionList"),
  create: lazyScreen(() => import("./option-form"), "OptionCreate"),
  edit: lazyScreen(() => import("./option-form"), "OptionEdit"),
  icon: QuizIcon,
  recordRepresentation: "title",
};
