import FactCheckIcon from "@mui/icons-material/FactCheck";
import { lazyScreen } from "../../components/lazy-screen";

/** 监考记录: in-house attempts with their timelines and snapshots; 作废 with a reason. */
export default {
  list: lazyScreen(() => import("./attempt-list"), "AttemptList"),
  show: lazyScreen(() => import("./attempt-show"), "AttemptShow"),
  icon: FactCheckIcon,
  recordRepresentation: (r: { chineseName?: string; examName?: string }) => `${r.chineseName ?? ""} · ${r.examName ?? ""}`,
};
