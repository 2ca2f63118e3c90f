import MilitaryTechIcon from "@mui/icons-material/MilitaryTech";
import { MedalCreate, MedalEdit } from "./medal-form";
import { MedalList } from "./medal-list";
import { MedalShow } from "./medal-show";

export default {
  list: MedalList,
  create: MedalCreate,
  edit: MedalEdit,
  show: MedalShow,
  icon: MilitaryTechIcon,
  recordRepresentation: "name",
};
