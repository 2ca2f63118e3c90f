import GradingIcon from "@mui/icons-material/Grading";
import { ResultList } from "./result-list";

export default { list: ResultList, icon: GradingIcon, recordRepresentation: "chineseName" };
