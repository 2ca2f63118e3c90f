import PlayLessonIcon from "@mui/icons-material/PlayLesson";
import { lazyScreen } from "../../components/lazy-screen";

/** Reached from a course's page only (no list of its own in the menu). */
export default {
  create: lazyScreen(() => import("./lesson-form"), "LessonCreate"),
  edit: lazyScreen(() => import("./lesson-form"), "LessonEdit"),
  icon: PlayLessonIcon,
  recordRepresentation: "title",
};
