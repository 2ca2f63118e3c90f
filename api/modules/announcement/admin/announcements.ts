import { equalsInt, flag, search } from "@/api/admin/filters";
import { defineResource, storedAsSent } from "@/api/admin/resource";
import { AnnouncementFormSchema } from "@/api/contract/announcement";
import type { AnnouncementRow } from "@/api/contract/announcement-admin";
import { pick } from "@/api/contract/pick";
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
    ...pick(n, ["id", "title", "subTitle", "types", "contents", "startAt", "endAt", "sort", "createdAt"]),
    published: n.published === 1,
  }),
  ...storedAsSent(AnnouncementFormSchema),
  remove: {},
});
