import ReviewsIcon from "@mui/icons-material/Reviews";
import { lazyScreen } from "../../components/lazy-screen";

/** Moderation only: a review is hidden or shown from the list, never edited. */
export default {
  list: lazyScreen(() => import("./reply-list"), "ReplyList"),
  icon: ReviewsIcon,
  recordRepresentation: "content",
};
