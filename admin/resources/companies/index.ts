import BusinessIcon from "@mui/icons-material/Business";
import { CompanyCreate, CompanyEdit } from "./company-form";
import { CompanyList } from "./company-list";
import { CompanyShow } from "./company-show";

export default {
  list: CompanyList,
  create: CompanyCreate,
  edit: CompanyEdit,
  show: CompanyShow,
  icon: BusinessIcon,
  recordRepresentation: "companyName",
};
