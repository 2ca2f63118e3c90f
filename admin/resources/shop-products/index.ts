import StorefrontIcon from "@mui/icons-material/Storefront";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./product-list"), "ShopProductList"),
  create: lazyScreen(() => import("./product-form"), "ShopProductCreate"),
  edit: lazyScreen(() => import("./product-form"), "ShopProductEdit"),
  icon: StorefrontIcon,
  recordRepresentation: "title",
};
