import CategoryIcon from "@mui/icons-material/Category";
import { lazyScreen } from "../../components/lazy-screen";

/** The categories of the four libraries (SolutionContents/cate {lwId}). */
export default {
  list: lazyScreen(() => import("./category-screens"), "CategoryList"),
  create: lazyScreen(() => import("./category-screens"), "CategoryCreate"),
  edit: lazyScreen(() => import("./category-screens"), "CategoryEdit"),
  icon: CategoryIcon,
  recordRepresentation: "name",
};
