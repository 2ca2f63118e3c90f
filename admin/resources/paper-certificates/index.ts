import LocalShippingIcon from "@mui/icons-material/LocalShipping";
import { PaperEdit } from "./paper-edit";
import { PaperList } from "./paper-list";

export default {
  list: PaperList,
  edit: PaperEdit,
  icon: LocalShippingIcon,
  recordRepresentation: (r: { address?: string }) => r.address ?? "",
};
