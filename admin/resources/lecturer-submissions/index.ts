import CoPresentIcon from "@mui/icons-material/CoPresent";
import { LecturerEdit } from "./lecturer-edit";
import { LecturerList } from "./lecturer-list";

export default { list: LecturerList, edit: LecturerEdit, icon: CoPresentIcon, recordRepresentation: "coursename" };
