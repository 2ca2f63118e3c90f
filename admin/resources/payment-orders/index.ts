import ReceiptIcon from "@mui/icons-material/Receipt";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./order-list"), "PaymentOrderList"),
  show: lazyScreen(() => import("./order-show"), "PaymentOrderShow"),
  icon: ReceiptIcon,
  recordRepresentation: "orderNumber",
};
