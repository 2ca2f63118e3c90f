import ConfirmationNumberIcon from "@mui/icons-material/ConfirmationNumber";
import { VoucherBatchCreate } from "./batch-create";
import { VoucherBatchList } from "./batch-list";
import { VoucherBatchShow } from "./batch-show";

export default {
  list: VoucherBatchList,
  create: VoucherBatchCreate,
  show: VoucherBatchShow,
  icon: ConfirmationNumberIcon,
  recordRepresentation: "id",
};
