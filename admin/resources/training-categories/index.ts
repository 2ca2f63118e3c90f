import CategoryIcon from "@mui/icons-material/Category";
import { CategoryList } from "../../components/category-list";
import { CategoryCreate, CategoryEdit } from "./category-form";

export default { list: CategoryList, create: CategoryCreate, edit: CategoryEdit, icon: CategoryIcon, recordRepresentation: "name" };
