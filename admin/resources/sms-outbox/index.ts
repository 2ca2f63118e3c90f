import SmsIcon from "@mui/icons-material/Sms";
import { SmsList } from "./sms-list";

export default {
  list: SmsList,
  icon: SmsIcon,
  recordRepresentation: "mobile",
};
