import PeopleIcon from "@mui/icons-material/People";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./user-list"), "UserList"),
  edit: lazyScreen(() => import("./user-edit"), "UserEdit"),
  show: lazyScreen(() => import("./user-show"), "UserShow"),
  icon: PeopleIcon,
  recordRepresentation: (u: { chineseName?: string; mobile?: string }) => u.chineseName || u.mobile || "",
};
