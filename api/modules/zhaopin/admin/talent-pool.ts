import type { AnyColumn, SQL } from "drizzle-orm";
import { equalsText } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { maskMobile } from "@/api/contract/admin";
import { ANY, EDUCATIONS, POSITION_TYPES, WORK_YEARS } from "@/api/contract/zhaopin";
import type { CvHeadline, TalentRow } from "@/api/contract/zhaopin-admin";
import { httpError } from "@/api/protocol/errors";
import type { Conn } from "@/db/client";
import { cvs } from "@/db/schema/zhaopin";
import { peopleByIds } from "../../account/people";
import { cvHeadline, cvParts } from "./cv-view";
import { cvRowsOf, intendsPositionType, livesOrWantsIn, publicCv } from "./queries";

const bad = (): never => {
  throw httpError(400, "筛选条件无效");
};
const empty = (value: unknown) => value === undefined || value === null || value === "" || value === ANY;

/** A CV with a job intention of that position type. */
function intendsType(value: unknown): SQL | undefined {
  if (empty(value)) return undefined;
  if (typeof value !== "string" || !(POSITION_TYPES as readonly string[]).includes(value)) return bad();
  return intendsPositionType(value);
}

/** Where the person lives or wants to work: the CV's own place or one of its intentions'. */
function inPlace(column: "province" | "city") {
  return (value: unknown): SQL | undefined => {
    if (empty(value)) return undefined;
    if (typeof value !== "string" || value.length > 30) return bad();
    return livesOrWantsIn(column, value);
  };
}

const anyOf = (column: AnyColumn, allowed: readonly string[]) => (value: unknown) =>
  empty(value) ? undefined : equalsText(column, allowed)(value);

/** The CVs' rows for the page (its intentions, works and educations) and the owner's masked mobile. */
async function cvRows(db: Conn, rows: (typeof cvs.$inferSelect)[]): Promise<Map<number, Omit<TalentRow, keyof CvHeadline>>> {
  const ids = rows.map((r) => r.userId);
  if (!ids.length) return new Map();
  const [{ intentions, works, educations }, people] = await Promise.all([cvRowsOf(db, ids), peopleByIds(db, ids)]);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        mobile: maskMobile(people.get(r.userId)?.mobile ?? ""),
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
export const talentPoolResource = defineResource<TalentRow>()({
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
  scope: () => publicCv,
  figures: cvRows,
  serialize: cvHeadline,
});
