import CasesOutlinedIcon from "@mui/icons-material/CasesOutlined";
import { libraryResource } from "../content-items/library-resource";

export default { ...libraryResource(4), icon: CasesOutlinedIcon };
