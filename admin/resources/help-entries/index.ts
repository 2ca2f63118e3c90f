import HelpIcon from "@mui/icons-material/Help";
import { HelpEntryCreate, HelpEntryEdit } from "./entry-form";
import { HelpEntryList } from "./entry-list";

export default { list: HelpEntryList, create: HelpEntryCreate, edit: HelpEntryEdit, icon: HelpIcon, recordRepresentation: "question" };
