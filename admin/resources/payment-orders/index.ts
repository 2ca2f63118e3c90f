import ReceiptIcon from "@mui/icons-material/Receipt";
import { PaymentOrderList } from "./order-list";
import { PaymentOrderShow } from "./order-show";

export default { list: PaymentOrderList, show: PaymentOrderShow, icon: ReceiptIcon, recordRepresentation: "orderNumber" };
