import PlaylistAddIcon from "@mui/icons-material/PlaylistAdd";
import { lazyScreen } from "../../components/lazy-screen";

/** Reached from a tab's page only (no list of its own in the menu). */
export default {
  create: lazyScreen(() => import("./item-form"), "ItemCreate"),
  edit: lazyScreen(() => import("./item-form"), "ItemEdit"),
  icon: PlaylistAddIcon,
};
