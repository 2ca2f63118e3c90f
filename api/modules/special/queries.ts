import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { specialColumns, specialColumnTabs, specialTabItems } from "@/db/schema/special";
import { publishedCourseIds } from "../course/course-refs";
import { publishedSessionIds } from "../training/sessions";

/** Tabs for everyone (roleId 0) and, when roleId is given, that role's; all of them for roleId 0. */
function tabsFor(specialId: number, roleId: number): SQL | undefined {
  const column = eq(specialColumnTabs.specialColumnId, specialId);
  return roleId ? and(column, inArray(specialColumnTabs.roleId, [0, roleId])) : column;
}

export function listTabs(db: Conn, specialId: number, roleId: number) {
  return db
    .select({ id: specialColumnTabs.id, name: specialColumnTabs.name, roleId: specialColumnTabs.roleId })
    .from(specialColumnTabs)
    .where(tabsFor(specialId, roleId))
    .orderBy(asc(specialColumnTabs.sort), asc(specialColumnTabs.id));
}

export async function findTab(db: Conn, specialId: number, tabId: number, roleId: number) {
  const [row] = await db
    .select({ id: specialColumnTabs.id })
    .from(specialColumnTabs)
    .where(and(tabsFor(specialId, roleId), eq(specialColumnTabs.id, tabId)));
  return row ?? null;
}

/** A tab's session or course ids in the tab's order. */
export async function listTabItemIds(db: Conn, tabId: number, kind: "training" | "course") {
  const column = kind === "training" ? specialTabItems.trainingId : specialTabItems.courseId;
  const rows = await db
    .select({ id: column })
    .from(specialTabItems)
    .where(and(eq(specialTabItems.tabId, tabId), isNotNull(column)))
    .orderBy(asc(specialTabItems.sort), asc(specialTabItems.id));
  return rows.map((r) => r.id!);
}

/**
 * The distinct published sessions or courses in a special column's tabs (a hidden one is not shown, so not counted).
 * special_columns.id is written out: a one-table select drops the table name off its columns, which is ambiguous here.
 */
const countIn = (column: "training_id" | "course_id", published: typeof publishedSessionIds | typeof publishedCourseIds) =>
  sql<number>`(select count(distinct i.${sql.identifier(column)})::int from ${specialTabItems} i
    join ${specialColumnTabs} t on t.id = i.tab_id
    where t.special_column_id = special_columns.id and ${inArray(sql`i.${sql.identifier(column)}`, published)})`;

/** What a special column shows; the counts are of its tabs' distinct sessions and courses. */
const itemColumns = {
  id: specialColumns.id,
  title: specialColumns.title,
  imageUrl: specialColumns.cover,
  summary: specialColumns.summary,
  trainingCount: countIn("training_id", publishedSessionIds),
  courseCount: countIn("course_id", publishedCourseIds),
};

/** A published special column, or null. */
export async function findPublishedSpecial(db: Conn, id: number) {
  const [row] = await db
    .select(itemColumns)
    .from(specialColumns)
    .where(and(eq(specialColumns.id, id), eq(specialColumns.published, 1)));
  return row ?? null;
}

/** One page of published special columns by their sort, then newest first. */
export async function listPublishedSpecials(db: Conn, page: { offset: number; limit: number }) {
  const cond = eq(specialColumns.published, 1);
  const rows = await db
    .select(itemColumns)
    .from(specialColumns)
    .where(cond)
    .orderBy(asc(specialColumns.sort), desc(specialColumns.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await db.select({ n: count() }).from(specialColumns).where(cond);
  return { rows, total: n };
}
