import HowToRegIcon from "@mui/icons-material/HowToReg";
import { SignupList } from "./signup-list";
import { SignupShow } from "./signup-show";

export default {
  list: SignupList,
  show: SignupShow,
  icon: HowToRegIcon,
  recordRepresentation: "id",
};
