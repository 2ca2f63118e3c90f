import QuizIcon from "@mui/icons-material/Quiz";
import { ExamCreate, ExamEdit } from "./exam-form";
import { ExamList } from "./exam-list";

export default { list: ExamList, create: ExamCreate, edit: ExamEdit, icon: QuizIcon, recordRepresentation: "name" };
