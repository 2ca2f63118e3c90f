import RedeemIcon from "@mui/icons-material/Redeem";
import { libraryResource } from "../../components/content-library/library-resource";

export default { ...libraryResource(3), icon: RedeemIcon };
