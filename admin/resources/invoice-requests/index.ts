import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import { InvoiceEdit } from "./invoice-edit";
import { InvoiceList } from "./invoice-list";

export default { list: InvoiceList, edit: InvoiceEdit, icon: ReceiptLongIcon, recordRepresentation: "unitName" };
