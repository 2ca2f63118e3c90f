import FolderIcon from "@mui/icons-material/Folder";
// The same list as the live categories': name and sort, in sort order (it reads its resource from the context).
import { CategoryList } from "../../components/category-list";
import { HelpCategoryCreate, HelpCategoryEdit } from "./category-form";

export default { list: CategoryList, create: HelpCategoryCreate, edit: HelpCategoryEdit, icon: FolderIcon, recordRepresentation: "name" };
