import SellIcon from "@mui/icons-material/Sell";
import { tagLabel } from "@/api/contract/learning-admin";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./tag-list"), "TagList"),
  create: lazyScreen(() => import("./tag-form"), "TagCreate"),
  edit: lazyScreen(() => import("./tag-form"), "TagEdit"),
  icon: SellIcon,
  recordRepresentation: tagLabel,
};
