import ConfirmationNumberIcon from "@mui/icons-material/ConfirmationNumber";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./batch-list"), "VoucherBatchList"),
  create: lazyScreen(() => import("./batch-create"), "VoucherBatchCreate"),
  show: lazyScreen(() => import("./batch-show"), "VoucherBatchShow"),
  icon: ConfirmationNumberIcon,
  recordRepresentation: "id",
};
