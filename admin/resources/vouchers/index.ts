import KeyIcon from "@mui/icons-material/Key";
import { lazyScreen } from "../../components/lazy-screen";

export default { list: lazyScreen(() => import("./voucher-list"), "VoucherList"), icon: KeyIcon, recordRepresentation: "code" };
