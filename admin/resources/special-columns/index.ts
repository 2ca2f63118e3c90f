import CollectionsBookmarkIcon from "@mui/icons-material/CollectionsBookmark";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./special-list"), "SpecialList"),
  create: lazyScreen(() => import("./special-form"), "SpecialCreate"),
  edit: lazyScreen(() => import("./special-form"), "SpecialEdit"),
  show: lazyScreen(() => import("./special-show"), "SpecialShow"),
  icon: CollectionsBookmarkIcon,
  recordRepresentation: "title",
};
