import TabIcon from "@mui/icons-material/Tab";
import { lazyScreen } from "../../components/lazy-screen";

/** Reached from a special column's page only (no list of its own in the menu). */
export default {
  create: lazyScreen(() => import("./tab-form"), "TabCreate"),
  edit: lazyScreen(() => import("./tab-form"), "TabEdit"),
  icon: TabIcon,
  recordRepresentation: "name",
};
