import ReceiptIcon from "@mui/icons-material/Receipt";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./order-list"), "ShopOrderList"),
  show: lazyScreen(() => import("./order-show"), "ShopOrderShow"),
  icon: ReceiptIcon,
  recordRepresentation: (r: { id?: number; title?: string }) => `#${r.id} ${r.title ?? ""}`,
};
