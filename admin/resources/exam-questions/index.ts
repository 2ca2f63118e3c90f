import LibraryBooksIcon from "@mui/icons-material/LibraryBooks";
import { lazyScreen } from "../../components/lazy-screen";

/** 题库: the questions of the in-house exam engine, written one by one or imported (docs/decisions/0052). */
export default {
  list: lazyScreen(() => import("./question-list"), "QuestionList"),
  create: lazyScreen(() => import("./question-form"), "QuestionCreate"),
  edit: lazyScreen(() => import("./question-form"), "QuestionEdit"),
  show: lazyScreen(() => import("./question-show"), "QuestionShow"),
  icon: LibraryBooksIcon,
  recordRepresentation: (r: { id?: number; stem?: string }) => {
    const stem = r.stem ?? "";
    return stem.length > 24 ? `${stem.slice(0, 24)}…` : stem || `#${r.id}`;
  },
};
