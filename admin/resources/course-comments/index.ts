import RateReviewIcon from "@mui/icons-material/RateReview";
import { lazyScreen } from "../../components/lazy-screen";

/** Moderation only: a comment is hidden or shown from the list, never edited. */
export default {
  list: lazyScreen(() => import("./comment-list"), "CommentList"),
  icon: RateReviewIcon,
  recordRepresentation: "content",
};
