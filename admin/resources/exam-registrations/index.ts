import HowToRegIcon from "@mui/icons-material/HowToReg";
import { RegistrationList } from "./registration-list";
import { RegistrationShow } from "./registration-show";

export default { list: RegistrationList, show: RegistrationShow, icon: HowToRegIcon, recordRepresentation: "chineseName" };
