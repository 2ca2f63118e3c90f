import EventSeatIcon from "@mui/icons-material/EventSeat";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./session-list"), "ExamSessionList"),
  create: lazyScreen(() => import("./session-form"), "ExamSessionCreate"),
  edit: lazyScreen(() => import("./session-form"), "ExamSessionEdit"),
  show: lazyScreen(() => import("./session-show"), "ExamSessionShow"),
  icon: EventSeatIcon,
  recordRepresentation: "name",
};
