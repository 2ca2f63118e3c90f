import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./invoice-list"), "InvoiceList"),
  edit: lazyScreen(() => import("./invoice-edit"), "InvoiceEdit"),
  icon: ReceiptLongIcon,
  recordRepresentation: "unitName",
};
