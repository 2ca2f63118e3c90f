import { index, integer, pgTable, text } from "drizzle-orm/pg-core";

/** Provinces of China (GB/T 2260 code as id), plus Hong Kong, Macau and Taiwan. */
export const provinces = pgTable("provinces", {
  id: integer("id").primaryKey(),
  provinceName: text("province_name").notNull().unique(),
  sort: integer("sort").notNull().default(0),
});

export const cities = pgTable(
  "cities",
  {
    id: integer("id").primaryKey(),
    provinceId: integer("province_id")
      .notNull()
      .references(() => provinces.id),
    cityName: text("city_name").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("cities_province_idx").on(t.provinceId)],
);

/** Industries with sub-industries (parent_id); id 32 is 其他 and opens a free-text box. */
export const industries = pgTable(
  "industries",
  {
    id: integer("id").primaryKey(),
    parentId: integer("parent_id").notNull().default(0),
    title: text("title").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("industries_parent_idx").on(t.parentId)],
);

export const trainingIndustries = pgTable("training_industries", {
  id: integer("id").primaryKey(),
  title: text("title").notNull(),
  sort: integer("sort").notNull().default(0),
});

/** The area-code tree: groups (parent_id 0) holding dialling codes such as +86. */
export const areaCodes = pgTable(
  "area_codes",
  {
    id: integer("id").primaryKey(),
    parentId: integer("parent_id").notNull().default(0),
    name: text("name").notNull(),
    code: text("code").notNull().default(""),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("area_codes_parent_idx").on(t.parentId)],
);
