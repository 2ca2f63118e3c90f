import ViewCarouselIcon from "@mui/icons-material/ViewCarousel";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./banner-list"), "BannerList"),
  create: lazyScreen(() => import("./banner-form"), "BannerCreate"),
  edit: lazyScreen(() => import("./banner-form"), "BannerEdit"),
  icon: ViewCarouselIcon,
  recordRepresentation: "title",
};
