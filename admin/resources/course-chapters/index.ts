import ViewListIcon from "@mui/icons-material/ViewList";
import { lazyScreen } from "../../components/lazy-screen";

/** Reached from a course's page only (no list of its own in the menu). */
export default {
  create: lazyScreen(() => import("./chapter-form"), "ChapterCreate"),
  edit: lazyScreen(() => import("./chapter-form"), "ChapterEdit"),
  icon: ViewListIcon,
  recordRepresentation: "title",
};
