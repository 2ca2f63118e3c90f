import EventIcon from "@mui/icons-material/Event";
import { lazyScreen } from "../../components/lazy-screen";

/** 面试安排: every invitation of the company, by status (sent from an application or from 人才库). */
export default {
  list: lazyScreen(() => import("./interview-schedule"), "InterviewSchedule"),
  icon: EventIcon,
};
