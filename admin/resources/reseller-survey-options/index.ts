import ChecklistIcon from "@mui/icons-material/Checklist";
import { lazyScreen } from "../../components/lazy-screen";

/** 问卷选项: made and edited from their question's page; no list of their own. */
export default {
  create: lazyScreen(() => import("./option-form"), "SurveyOptionCreate"),
  edit: lazyScreen(() => import("./option-form"), "SurveyOptionEdit"),
  icon: ChecklistIcon,
  recordRepresentation: "title",
};
