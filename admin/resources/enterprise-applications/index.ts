import VerifiedUserIcon from "@mui/icons-material/VerifiedUser";
import { lazyScreen } from "../../components/lazy-screen";

/** 企业认证: enterprise registrations waiting for an operator (docs/decisions/0036). */
export default {
  list: lazyScreen(() => import("./application-list"), "EnterpriseApplicationList"),
  show: lazyScreen(() => import("./application-show"), "EnterpriseApplicationShow"),
  icon: VerifiedUserIcon,
  recordRepresentation: (r: { companyName?: string; chineseName?: string }) => `${r.companyName ?? ""} · ${r.chineseName ?? ""}`,
};
