import CoPresentIcon from "@mui/icons-material/CoPresent";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./lecturer-list"), "LecturerList"),
  edit: lazyScreen(() => import("./lecturer-edit"), "LecturerEdit"),
  icon: CoPresentIcon,
  recordRepresentation: "coursename",
};
