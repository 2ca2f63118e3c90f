import WorkspacePremiumIcon from "@mui/icons-material/WorkspacePremium";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./certificate-list"), "CertificateList"),
  show: lazyScreen(() => import("./certificate-show"), "CertificateShow"),
  icon: WorkspacePremiumIcon,
  recordRepresentation: "number",
};
