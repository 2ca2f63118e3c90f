import MailIcon from "@mui/icons-material/Mail";
import { BroadcastCreate } from "./broadcast-create";
import { BroadcastList } from "./broadcast-list";
import { BroadcastShow } from "./broadcast-show";

export default { list: BroadcastList, create: BroadcastCreate, show: BroadcastShow, icon: MailIcon, recordRepresentation: "title" };
