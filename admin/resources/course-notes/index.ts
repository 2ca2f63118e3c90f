import StickyNote2Icon from "@mui/icons-material/StickyNote2";
import { lazyScreen } from "../../components/lazy-screen";

/** 公开笔记: notes learners shared to their course (never a private one); hidden with a reason from the list. */
export default {
  list: lazyScreen(() => import("./note-list"), "NoteList"),
  icon: StickyNote2Icon,
  recordRepresentation: "content",
};
