import AssignmentTurnedInIcon from "@mui/icons-material/AssignmentTurnedIn";
import { lazyScreen } from "../../components/lazy-screen";

/** 测验记录 (read only): who took which course quiz, when, and the score. */
export default {
  list: lazyScreen(() => import("./attempt-list"), "QuizAttemptList"),
  show: lazyScreen(() => import("./attempt-show"), "QuizAttemptShow"),
  icon: AssignmentTurnedInIcon,
  recordRepresentation: (r: { personName?: string; quizTitle?: string }) => `${r.personName || "—"} · ${r.quizTitle ?? ""}`,
};
