import CasesOutlinedIcon from "@mui/icons-material/CasesOutlined";
import { libraryResource } from "../../components/content-library/library-resource";

export default { ...libraryResource(4), icon: CasesOutlinedIcon };
