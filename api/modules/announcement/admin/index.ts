import type { AdminModule } from "@/api/admin/module";
import { announcementsResource } from "./announcements";

/** The back office of announcements. */
export const announcementAdmin: AdminModule = {
  resources: [announcementsResource],
};
