import KeyIcon from "@mui/icons-material/Key";
import { VoucherList } from "./voucher-list";

export default { list: VoucherList, icon: KeyIcon, recordRepresentation: "code" };
