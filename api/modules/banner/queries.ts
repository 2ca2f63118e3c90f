import { and, asc, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { BannerPlace } from "@/api/contract/banner";
import type { Conn } from "@/db/client";
import { banners } from "@/db/schema/banner";

/** A place's published banners whose dates (either may be open) hold now, first by sort, the newest first among equals. */
export function showingBanners(db: Conn, place: BannerPlace) {
  const now = sql`now()`;
  return db
    .select({ id: banners.id, title: banners.title, image: banners.image, link: banners.link })
    .from(banners)
    .where(
      and(
        eq(banners.place, place),
        eq(banners.published, 1),
        or(isNull(banners.startAt), lte(banners.startAt, now)),
        or(isNull(banners.endAt), gt(banners.endAt, now)),
      ),
    )
    .orderBy(asc(banners.sort), desc(banners.id))
    .limit(20);
}
