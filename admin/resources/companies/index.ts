import BusinessIcon from "@mui/icons-material/Business";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./company-list"), "CompanyList"),
  create: lazyScreen(() => import("./company-form"), "CompanyCreate"),
  edit: lazyScreen(() => import("./company-form"), "CompanyEdit"),
  show: lazyScreen(() => import("./company-show"), "CompanyShow"),
  icon: BusinessIcon,
  recordRepresentation: "companyName",
};
