import HistoryIcon from "@mui/icons-material/History";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./audit-list"), "AuditList"),
  show: lazyScreen(() => import("./audit-show"), "AuditShow"),
  icon: HistoryIcon,
  recordRepresentation: (e: { id: number }) => `#${e.id}`,
};
