import AccountBalanceIcon from "@mui/icons-material/AccountBalance";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./main-company-list"), "MainCompanyList"),
  create: lazyScreen(() => import("./main-company-form"), "MainCompanyCreate"),
  edit: lazyScreen(() => import("./main-company-form"), "MainCompanyEdit"),
  icon: AccountBalanceIcon,
  recordRepresentation: "name",
};
