import CategoryIcon from "@mui/icons-material/Category";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("../../components/category-list"), "CategoryList"),
  create: lazyScreen(() => import("./category-form"), "CategoryCreate"),
  edit: lazyScreen(() => import("./category-form"), "CategoryEdit"),
  icon: CategoryIcon,
  recordRepresentation: "name",
};
