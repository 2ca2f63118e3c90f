import { equalsInt, flag, search } from "@/api/admin/filters";
import { defineResource, storedAsSent } from "@/api/admin/resource";
import { AnnouncementFormSchema } from "@/api/contract/announcement";
import type { AnnouncementRow } from "@/api/contract/announcement-admin";
import { announcements } from "@/db/schema/announcement";

/** The home page's announcements (spec 000 section 4), each shown between its start and end while published. */
export const announcementsResource = defineResource<AnnouncementRow>()({
  name: "announcements",
  table: announcements,
  sortable: {
    sort: announcements.sort,
    types: announcements.types,
    startAt: announcements.startAt,
    endAt: announcements.endAt,
    createdAt: announcements.createdAt,
  },
  filters: {
    q: search(announcements.title, announcements.subTitle),
    types: equalsInt(announcements.types),
    published: flag(announcements.published),
  },
  serialize: (n) => ({
    id: n.id,
    title: n.title,
    subTitle: n.subTitle,
    types: n.types,
    contents: n.contents,
    startAt: n.startAt,
    endAt: n.endAt,
    published: n.published === 1,
    sort: n.sort,
    createdAt: n.createdAt,
  }),
  ...storedAsSent(AnnouncementFormSchema),
  remove: {},
});
