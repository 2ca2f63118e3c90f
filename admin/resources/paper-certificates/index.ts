import LocalShippingIcon from "@mui/icons-material/LocalShipping";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./paper-list"), "PaperList"),
  edit: lazyScreen(() => import("./paper-edit"), "PaperEdit"),
  icon: LocalShippingIcon,
  recordRepresentation: (r: { address?: string }) => r.address ?? "",
};
