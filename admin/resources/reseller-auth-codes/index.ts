import VpnKeyIcon from "@mui/icons-material/VpnKey";
import { lazyScreen } from "../../components/lazy-screen";

/** 代理商授权码: the links resellers sign in with (common/resellerlogin), each code shown once (docs/decisions/0037). */
export default {
  list: lazyScreen(() => import("./code-list"), "ResellerCodeList"),
  create: lazyScreen(() => import("./code-form"), "ResellerCodeCreate"),
  edit: lazyScreen(() => import("./code-form"), "ResellerCodeEdit"),
  show: lazyScreen(() => import("./code-show"), "ResellerCodeShow"),
  icon: VpnKeyIcon,
  recordRepresentation: "resellerName",
};
