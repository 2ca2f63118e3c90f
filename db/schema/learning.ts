import { sql } from "drizzle-orm";
import { check, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { TAG_KINDS, type TagKind } from "@/api/contract/learning-admin";

/** A catalogue tag an operator defines and puts on sessions (trainings.tag_ids). */
export const learningTags = pgTable(
  "learning_tags",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<TagKind>().notNull(),
    name: text("name").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    uniqueIndex("learning_tags_kind_name_uq").on(t.kind, t.name),
    check("learning_tags_kind_ck", sql.raw(`kind in (${TAG_KINDS.map((k) => `'${k}'`).join(", ")})`)),
  ],
);
