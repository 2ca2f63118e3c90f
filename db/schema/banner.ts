import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { BANNER_PLACES, type BannerPlace } from "@/api/contract/banner";

/** An operator's slide for a page's swiper (spec 001 section 9: 4 slides, 1.1 under 1024 px), shown within its dates. */
export const banners = pgTable(
  "banners",
  {
    id: serial("id").primaryKey(),
    place: text("place").$type<BannerPlace>().notNull(),
    title: text("title").notNull(),
    image: text("image").notNull(),
    /** Where a click goes: a path of this site or an http(s) address; '' for none. */
    link: text("link").notNull().default(""),
    sort: integer("sort").notNull().default(0),
    published: integer("published").notNull().default(1),
    startAt: timestamp("start_at", { withTimezone: true }),
    endAt: timestamp("end_at", { withTimezone: true }),
  },
  (t) => [
    index("banners_place_idx").on(t.place, t.sort),
    check("banners_place_ck", sql.raw(`place in (${BANNER_PLACES.map((p) => `'${p}'`).join(", ")})`)),
    check("banners_published_ck", sql`${t.published} in (0, 1)`),
  ],
);
