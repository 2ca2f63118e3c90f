import BusinessCenterIcon from "@mui/icons-material/BusinessCenter";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./binding-list"), "BindingList"),
  edit: lazyScreen(() => import("./binding-edit"), "BindingEdit"),
  icon: BusinessCenterIcon,
  recordRepresentation: (r: { personName?: string; companyName?: string }) => `${r.personName ?? ""} · ${r.companyName ?? ""}`,
};
