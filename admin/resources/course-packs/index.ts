import CollectionsBookmarkIcon from "@mui/icons-material/CollectionsBookmark";
import { lazyScreen } from "../../components/lazy-screen";

/** Learners create and delete packs; operators recommend, reward and hide them (no create, no delete). */
export default {
  list: lazyScreen(() => import("./pack-list"), "PackList"),
  edit: lazyScreen(() => import("./pack-edit"), "PackEdit"),
  show: lazyScreen(() => import("./pack-show"), "PackShow"),
  icon: CollectionsBookmarkIcon,
  recordRepresentation: "title",
};
