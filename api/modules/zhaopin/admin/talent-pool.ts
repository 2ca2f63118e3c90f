import { type AnyColumn, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { equalsText } from "@/api/admin/filters";
import { defineResource, type UntypedRow } from "@/api/admin/resource";
import { maskMobile } from "@/api/contract/admin";
import { ANY, EDUCATIONS, POSITION_TYPES, WORK_YEARS } from "@/api/contract/zhaopin";
import { httpError } from "@/api/protocol/errors";
import type { Conn } from "@/db/client";
import { users } from "@/db/schema/account/users";
import { cvEducations, cvIntentions, cvs, cvWorks } from "@/db/schema/zhaopin";
import { cvHeadline, cvParts } from "./cv-view";

const bad = (): never => {
  throw httpError(400, "筛选条件无效");
};
const empty = (value: unknown) => value === undefined || value === null || value === "" || value === ANY;

/** A CV with a job intention of that position type. */
function intendsType(value: unknown): SQL | undefined {
  if (empty(value)) return undefined;
  if (typeof value !== "string" || !(POSITION_TYPES as readonly string[]).includes(value)) return bad();
  return inArray(cvs.userId, sql`(select ${cvIntentions.userId} from ${cvIntentions} where ${eq(cvIntentions.positionType, value)})`);
}

/** Where the person lives or wants to work: the CV's own place or one of its intentions'. */
function inPlace(column: "province" | "city") {
  return (value: unknown): SQL | undefined => {
    if (empty(value)) return undefined;
    if (typeof value !== "string" || value.length > 30) return bad();
    return sql`(${cvs[column]} = ${value} or ${cvs.userId} in (select ${cvIntentions.userId} from ${cvIntentions} where ${cvIntentions[column]} = ${value}))`;
  };
}

const anyOf = (column: AnyColumn, allowed: readonly string[]) => (value: unknown) =>
  empty(value) ? undefined : equalsText(column, allowed)(value);

/** The CVs' rows for the page (its intentions, works and educations) and the owner's masked mobile. */
async function cvRows(db: Conn, rows: (typeof cvs.$inferSelect)[]) {
  const ids = rows.map((r) => r.userId);
  if (!ids.length) return new Map<number, Record<string, unknown>>();
  const [intentions, works, educations, people] = await Promise.all([
    db.select().from(cvIntentions).where(inArray(cvIntentions.userId, ids)).orderBy(asc(cvIntentions.id)),
    db.select().from(cvWorks).where(inArray(cvWorks.userId, ids)).orderBy(asc(cvWorks.startTime), asc(cvWorks.id)),
    db.select().from(cvEducations).where(inArray(cvEducations.userId, ids)).orderBy(asc(cvEducations.startTime), asc(cvEducations.id)),
    db.select({ id: users.id, mobile: users.mobile }).from(users).where(inArray(users.id, ids)),
  ]);
  const mobile = new Map(people.map((p) => [p.id, p.mobile]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        mobile: maskMobile(mobile.get(r.userId) ?? ""),
        ...cvParts({
          works: works.filter((w) => w.userId === r.userId),
          educations: educations.filter((e) => e.userId === r.userId),
          intentions: intentions.filter((i) => i.userId === r.userId),
        }),
      },
    ]),
  );
}

/**
 * 人才库: public CVs only (cvs.is_public = 1), for HR of any company and operators, by the position list's filters. A
 * private CV is outside the scope of every read, getOne by its id included; the mobile is masked, and a CV holds no
 * ID number.
 */
export const talentPoolResource = defineResource<UntypedRow>()({
  name: "talent-pool",
  table: cvs,
  sortable: { updatedAt: cvs.updatedAt, age: cvs.age },
  filters: {
    positionType: intendsType,
    education: anyOf(cvs.education, EDUCATIONS),
    workYears: anyOf(cvs.workYears, WORK_YEARS),
    province: inPlace("province"),
    city: inPlace("city"),
  },
  scope: () => eq(cvs.isPublic, 1),
  figures: cvRows,
  serialize: cvHeadline,
});
