import FactCheckIcon from "@mui/icons-material/FactCheck";
import { AttendList } from "./attend-list";
import { AttendShow } from "./attend-show";

export default { list: AttendList, show: AttendShow, icon: FactCheckIcon };
