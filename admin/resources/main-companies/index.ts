import AccountBalanceIcon from "@mui/icons-material/AccountBalance";
import { MainCompanyCreate, MainCompanyEdit } from "./main-company-form";
import { MainCompanyList } from "./main-company-list";

export default {
  list: MainCompanyList,
  create: MainCompanyCreate,
  edit: MainCompanyEdit,
  icon: AccountBalanceIcon,
  recordRepresentation: "name",
};
