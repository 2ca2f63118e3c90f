import WorkspacePremiumIcon from "@mui/icons-material/WorkspacePremium";
import { CertificateList } from "./certificate-list";
import { CertificateShow } from "./certificate-show";

export default { list: CertificateList, show: CertificateShow, icon: WorkspacePremiumIcon, recordRepresentation: "number" };
