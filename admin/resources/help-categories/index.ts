import FolderIcon from "@mui/icons-material/Folder";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  // The same list as the live categories': name and sort, in sort order (it reads its resource from the context).
  list: lazyScreen(() => import("../../components/category-list"), "CategoryList"),
  create: lazyScreen(() => import("./category-form"), "HelpCategoryCreate"),
  edit: lazyScreen(() => import("./category-form"), "HelpCategoryEdit"),
  icon: FolderIcon,
  recordRepresentation: "name",
};
