import CampaignIcon from "@mui/icons-material/Campaign";
import { lazyScreen } from "../../components/lazy-screen";

export default {
  list: lazyScreen(() => import("./announcement-list"), "AnnouncementList"),
  create: lazyScreen(() => import("./announcement-form"), "AnnouncementCreate"),
  edit: lazyScreen(() => import("./announcement-form"), "AnnouncementEdit"),
  icon: CampaignIcon,
  recordRepresentation: "title",
};
