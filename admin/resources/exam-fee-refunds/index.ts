import CurrencyExchangeIcon from "@mui/icons-material/CurrencyExchange";
import { lazyScreen } from "../../components/lazy-screen";

/** 考试费退还: certified employees' requests for a sponsored exam's fee (docs/decisions/0048). */
export default {
  list: lazyScreen(() => import("./refund-list"), "FeeRefundList"),
  show: lazyScreen(() => import("./refund-show"), "FeeRefundShow"),
  icon: CurrencyExchangeIcon,
  recordRepresentation: (r: { chineseName?: string; examName?: string }) => `${r.chineseName ?? ""} · ${r.examName ?? ""}`,
};
