import HelpIcon from "@mui/icons-material/Help";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./entry-list"), "HelpEntryList"),
  create: lazyScreen(() => import("./entry-form"), "HelpEntryCreate"),
  edit: lazyScreen(() => import("./entry-form"), "HelpEntryEdit"),
  icon: HelpIcon,
  recordRepresentation: "question",
};
