import RateReviewIcon from "@mui/icons-material/RateReview";
import { lazyScreen } from "../../components/lazy-screen";

/** 阅卷: the short answers of in-house attempts waiting for a marker, one at a time, blind. */
export default {
  list: lazyScreen(() => import("./marking-page"), "MarkingPage"),
  icon: RateReviewIcon,
};
