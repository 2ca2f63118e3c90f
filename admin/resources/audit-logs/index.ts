import HistoryIcon from "@mui/icons-material/History";
import { AuditList } from "./audit-list";
import { AuditShow } from "./audit-show";

export default {
  list: AuditList,
  show: AuditShow,
  icon: HistoryIcon,
  recordRepresentation: (e: { id: number }) => `#${e.id}`,
};
