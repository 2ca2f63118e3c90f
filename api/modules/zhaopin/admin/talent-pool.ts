import type { AnyColumn, SQL } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { equalsText } from "@/api/admin/filters";
import { type Admin, type AdminEnv, isOperator, requireAccess } from "@/api/admin/identity";
import { defineResource } from "@/api/admin/resource";
import { maskMobile } from "@/api/contract/admin";
import { ANY, EDUCATIONS, POSITION_TYPES, WORK_YEARS } from "@/api/contract/zhaopin";
import type { CvHeadline, TalentRow } from "@/api/contract/zhaopin-admin";
import { TalentCertificateFilterSchema } from "@/api/contract/zhaopin-cv-certificates";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import type { Conn } from "@/db/client";
import { cvs } from "@/db/schema/zhaopin";
import { peopleByIds } from "../../account/people";
import { certifiedExamNames } from "../../certification/certificates/on-cv";
import { contactsOpenTo } from "../contact/service";
import { showsCertificate } from "../cv-certificates/queries";
import { shownCertificatesOf } from "../cv-certificates/service";
import { cvHeadline, cvParts } from "./cv-view";
import { cvRowsOf, intendsPositionType, livesOrWantsIn, publicCvFor } from "./queries";

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

/** `{exam, validOnly}`: CVs showing a certificate of the exam, valid at the time of the search when validOnly. */
function holdsCertificate(value: unknown): SQL | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const parsed = v.safeParse(TalentCertificateFilterSchema, value);
  if (!parsed.success) return bad();
  const { exam, validOnly } = parsed.output;
  if (!exam && !validOnly) return undefined;
  return showsCertificate({ exam: exam === ANY ? "" : exam, validOnly });
}

const anyOf = (column: AnyColumn, allowed: readonly string[]) => (value: unknown) =>
  empty(value) ? undefined : equalsText(column, allowed)(value);

/**
 * The CVs' rows for the page (its intentions, works and educations), the owner's mobile and shown certificates. The
 * mobile is masked, but for people who accepted the caller's company's invitation (docs/decisions/0056).
 */
async function cvRows(db: Conn, rows: (typeof cvs.$inferSelect)[], admin: Admin): Promise<Map<number, Omit<TalentRow, keyof CvHeadline>>> {
  const ids = rows.map((r) => r.userId);
  if (!ids.length) return new Map();
  const [{ intentions, works, educations }, people, certificates, open] = await Promise.all([
    cvRowsOf(db, ids),
    peopleByIds(db, ids),
    shownCertificatesOf(db, ids),
    admin.companyId === null ? Promise.resolve(new Set<number>()) : contactsOpenTo(db, admin.companyId, ids),
  ]);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        mobile: open.has(r.userId) ? (people.get(r.userId)?.mobile ?? "") : maskMobile(people.get(r.userId)?.mobile ?? ""),
        certificates: certificates.get(r.userId) ?? [],
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
 * 人才库: public CVs only (cvs.is_public = 1), for HR of any company and operators, by the position list's filters and
 * the certificates a CV shows. A private CV is outside the scope of every read, getOne by its id included; the mobile
 * is masked, and neither a CV nor its certificates carry an ID number.
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
    certificate: holdsCertificate,
  },
  // A company's HR never finds the CVs whose owners blocked it (屏蔽企业); operators see every public CV.
  scope: (admin) => publicCvFor(isOperator(admin) ? null : admin.companyId),
  figures: cvRows,
  serialize: cvHeadline,
});

/** `GET /admin/api/talent-pool/certificate-exams`: the certificate filter's choices, the exams that have certificates. */
export function talentPoolRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();
  app.get("/certificate-exams", async (c) => {
    requireAccess(c.var.admin, "talent-pool", "read");
    return c.json({ data: await certifiedExamNames(deps.db) });
  });
  return app;
}
