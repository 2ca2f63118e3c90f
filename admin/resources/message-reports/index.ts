import FlagIcon from "@mui/icons-material/Flag";
import { lazyScreen } from "../../components/lazy-screen";

/** Moderation only: operators hide a reported message or dismiss the report; nothing is edited. */
export default {
  list: lazyScreen(() => import("./report-list"), "ReportList"),
  show: lazyScreen(() => import("./report-show"), "ReportShow"),
  icon: FlagIcon,
  recordRepresentation: (r: { companyName?: string; candidateName?: string }) => `${r.companyName ?? ""} · ${r.candidateName ?? ""}`,
};
