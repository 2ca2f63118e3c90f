import TipsAndUpdatesIcon from "@mui/icons-material/TipsAndUpdates";
import { libraryResource } from "../content-items/library-resource";

export default { ...libraryResource(2), icon: TipsAndUpdatesIcon };
