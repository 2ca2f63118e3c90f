import StairsIcon from "@mui/icons-material/Stairs";
import { StepCreate, StepEdit } from "./step-form";
import { StepList } from "./step-list";
import { StepShow } from "./step-show";

export default {
  list: StepList,
  create: StepCreate,
  edit: StepEdit,
  show: StepShow,
  icon: StairsIcon,
  recordRepresentation: "title",
};
