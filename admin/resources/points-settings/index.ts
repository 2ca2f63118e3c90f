import SettingsIcon from "@mui/icons-material/Settings";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./points-settings-screens"), "PointsSettingsList"),
  edit: lazyScreen(() => import("./points-settings-screens"), "PointsSettingsEdit"),
  icon: SettingsIcon,
  recordRepresentation: () => "积分设置",
};
