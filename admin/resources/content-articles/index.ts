import ArticleIcon from "@mui/icons-material/Article";
import { lazyScreen } from "../../components/lazy-screen";

/** A solution's articles, per type. */
export default {
  list: lazyScreen(() => import("./article-screens"), "ArticleList"),
  create: lazyScreen(() => import("./article-screens"), "ArticleCreate"),
  edit: lazyScreen(() => import("./article-screens"), "ArticleEdit"),
  icon: ArticleIcon,
  recordRepresentation: "title",
};
