import EmojiEventsIcon from "@mui/icons-material/EmojiEvents";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./level-list"), "LevelList"),
  create: lazyScreen(() => import("./level-form"), "LevelCreate"),
  edit: lazyScreen(() => import("./level-form"), "LevelEdit"),
  icon: EmojiEventsIcon,
  recordRepresentation: (l: { level: number }) => `Lv.${l.level}`,
};
