import LightbulbCircleIcon from "@mui/icons-material/LightbulbCircle";
import { libraryResource } from "../content-items/library-resource";

export default { ...libraryResource(1), icon: LightbulbCircleIcon };
