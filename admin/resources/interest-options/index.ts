import QuizIcon from "@mui/icons-material/Quiz";
import { OptionCreate, OptionEdit } from "./option-form";
import { OptionList } from "./option-list";

export default { list: OptionList, create: OptionCreate, edit: OptionEdit, icon: QuizIcon, recordRepresentation: "title" };
