import LightbulbCircleIcon from "@mui/icons-material/LightbulbCircle";
import { libraryResource } from "../../components/content-library/library-resource";

export default { ...libraryResource(1), icon: LightbulbCircleIcon };
