import TipsAndUpdatesIcon from "@mui/icons-material/TipsAndUpdates";
import { libraryResource } from "../../components/content-library/library-resource";

export default { ...libraryResource(2), icon: TipsAndUpdatesIcon };
