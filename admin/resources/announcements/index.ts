import CampaignIcon from "@mui/icons-material/Campaign";
import { AnnouncementCreate, AnnouncementEdit } from "./announcement-form";
import { AnnouncementList } from "./announcement-list";

export default {
  list: AnnouncementList,
  create: AnnouncementCreate,
  edit: AnnouncementEdit,
  icon: CampaignIcon,
  recordRepresentation: "title",
};
