import { equalsText, flag, search } from "@/api/admin/filters";
import { defineResource, storedAsSent } from "@/api/admin/resource";
import { BANNER_PLACES, BannerFormSchema } from "@/api/contract/banner";
import type { BannerRow } from "@/api/contract/banner-admin";
import { pick } from "@/api/contract/pick";
import { banners } from "@/db/schema/banner";

/** The operators' slides, place by place, each shown while published and within its dates. */
export const bannersResource = defineResource<BannerRow>()({
  name: "banners",
  table: banners,
  sortable: { sort: banners.sort, place: banners.place, startAt: banners.startAt, endAt: banners.endAt },
  filters: { q: search(banners.title), place: equalsText(banners.place, BANNER_PLACES), published: flag(banners.published) },
  serialize: (b) => ({ ...pick(b, ["id", "place", "title", "image", "link", "sort", "startAt", "endAt"]), published: b.published === 1 }),
  ...storedAsSent(BannerFormSchema),
  remove: {},
});
