import TrendingUpIcon from "@mui/icons-material/TrendingUp";
import { SearchTermList } from "../../components/term-list";

export default {
  list: SearchTermList,
  icon: TrendingUpIcon,
  recordRepresentation: "term",
};
