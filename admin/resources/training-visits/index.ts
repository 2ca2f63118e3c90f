import HowToRegIcon from "@mui/icons-material/HowToReg";
import { VisitList } from "./visit-list";

export default { list: VisitList, icon: HowToRegIcon };
