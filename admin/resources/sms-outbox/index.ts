import SmsIcon from "@mui/icons-material/Sms";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./sms-list"), "SmsList"),
  icon: SmsIcon,
  recordRepresentation: "mobile",
};
