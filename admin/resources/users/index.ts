import PeopleIcon from "@mui/icons-material/People";
import { UserEdit } from "./user-edit";
import { UserList } from "./user-list";
import { UserShow } from "./user-show";

export default {
  list: UserList,
  edit: UserEdit,
  show: UserShow,
  icon: PeopleIcon,
  recordRepresentation: (u: { chineseName?: string; mobile?: string }) => u.chineseName || u.mobile || "",
};
