import EventSeatIcon from "@mui/icons-material/EventSeat";
import { ExamSessionCreate, ExamSessionEdit } from "./session-form";
import { ExamSessionList } from "./session-list";
import { ExamSessionShow } from "./session-show";

export default {
  list: ExamSessionList,
  create: ExamSessionCreate,
  edit: ExamSessionEdit,
  show: ExamSessionShow,
  icon: EventSeatIcon,
  recordRepresentation: "name",
};
