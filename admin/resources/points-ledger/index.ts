import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./points-ledger-list"), "PointsLedgerList"),
  icon: ReceiptLongIcon,
  recordRepresentation: "reason",
};
