import InboxIcon from "@mui/icons-material/Inbox";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./application-list"), "ApplicationList"),
  show: lazyScreen(() => import("./application-show"), "ApplicationShow"),
  icon: InboxIcon,
  recordRepresentation: (r: { candidateName?: string; positionName?: string }) => `${r.candidateName ?? ""} · ${r.positionName ?? ""}`,
};
