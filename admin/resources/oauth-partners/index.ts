import HandshakeIcon from "@mui/icons-material/Handshake";
import { lazyScreen } from "../../components/lazy-screen";

/** 合作方登录: partners handing people over with common/oauthlogin, their redirect and secret (docs/decisions/0037). */
export default {
  list: lazyScreen(() => import("./partner-list"), "PartnerList"),
  create: lazyScreen(() => import("./partner-form"), "PartnerCreate"),
  edit: lazyScreen(() => import("./partner-form"), "PartnerEdit"),
  show: lazyScreen(() => import("./partner-show"), "PartnerShow"),
  icon: HandshakeIcon,
  recordRepresentation: "name",
};
