import CreditCardIcon from "@mui/icons-material/CreditCard";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./card-batch-list"), "CardBatchList"),
  create: lazyScreen(() => import("./card-batch-create"), "CardBatchCreate"),
  show: lazyScreen(() => import("./card-batch-show"), "CardBatchShow"),
  edit: lazyScreen(() => import("./card-batch-edit"), "CardBatchEdit"),
  icon: CreditCardIcon,
  recordRepresentation: "name",
};
