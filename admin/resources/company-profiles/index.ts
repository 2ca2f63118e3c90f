import StoreIcon from "@mui/icons-material/Store";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./profile-screens"), "ProfileList"),
  show: lazyScreen(() => import("./profile-screens"), "ProfileShow"),
  edit: lazyScreen(() => import("./profile-screens"), "ProfileEdit"),
  icon: StoreIcon,
  recordRepresentation: "companyName",
};
