import EmojiEventsIcon from "@mui/icons-material/EmojiEvents";
import { LevelCreate, LevelEdit } from "./level-form";
import { LevelList } from "./level-list";

export default {
  list: LevelList,
  create: LevelCreate,
  edit: LevelEdit,
  icon: EmojiEventsIcon,
  recordRepresentation: (l: { level: number }) => `Lv.${l.level}`,
};
