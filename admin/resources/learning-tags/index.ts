import SellIcon from "@mui/icons-material/Sell";
import { tagLabel } from "@/api/contract/learning-admin";
import { TagCreate, TagEdit } from "./tag-form";
import { TagList } from "./tag-list";

export default { list: TagList, create: TagCreate, edit: TagEdit, icon: SellIcon, recordRepresentation: tagLabel };
