import SearchOffIcon from "@mui/icons-material/SearchOff";
import { SearchTermList } from "../../components/term-list";

export default {
  list: SearchTermList,
  icon: SearchOffIcon,
  recordRepresentation: "term",
};
