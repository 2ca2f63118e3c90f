import EventIcon from "@mui/icons-material/Event";
import { ActivityCreate, ActivityEdit } from "./activity-form";
import { ActivityList } from "./activity-list";
import { ActivityShow } from "./activity-show";

export default {
  list: ActivityList,
  create: ActivityCreate,
  edit: ActivityEdit,
  show: ActivityShow,
  icon: EventIcon,
  recordRepresentation: "title",
};
