import RedeemIcon from "@mui/icons-material/Redeem";
import { libraryResource } from "../content-items/library-resource";

export default { ...libraryResource(3), icon: RedeemIcon };
