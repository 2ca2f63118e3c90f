import SearchOffIcon from "@mui/icons-material/SearchOff";
import { SearchTermList } from "../search-top-queries/term-list";

export default {
  list: SearchTermList,
  icon: SearchOffIcon,
  recordRepresentation: "term",
};
