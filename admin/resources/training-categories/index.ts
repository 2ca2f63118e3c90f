import CategoryIcon from "@mui/icons-material/Category";
import { CategoryCreate, CategoryEdit } from "./category-form";
import { CategoryList } from "./category-list";

export default { list: CategoryList, create: CategoryCreate, edit: CategoryEdit, icon: CategoryIcon, recordRepresentation: "name" };
