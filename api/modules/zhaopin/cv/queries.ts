import { and, asc, eq, sql } from "drizzle-orm";
import type { CvBase, CvEducationInput, CvIntentionInput, CvWorkInput } from "@/api/contract/zhaopin-cv";
import type { Conn, Db } from "@/db/client";
import { cvEducations, cvIntentions, cvs, cvWorks } from "@/db/schema/zhaopin";
import { urlOf } from "../../upload/keys";

export async function findCv(db: Conn, userId: number) {
  const [cv] = await db.select().from(cvs).where(eq(cvs.userId, userId));
  return cv ?? null;
}

/** Creates the person's CV or replaces its base info (one CV per person: the unique index decides). */
export async function upsertCv(db: Conn, userId: number, base: CvBase) {
  const [cv] = await db
    .insert(cvs)
    .values({ userId, ...base })
    .onConflictDoUpdate({ target: cvs.userId, set: { ...base, updatedAt: sql`now()` } })
    .returning();
  return cv;
}

export async function setCvPublic(db: Conn, userId: number, isPublic: number) {
  await db.update(cvs).set({ isPublic, updatedAt: sql`now()` }).where(eq(cvs.userId, userId));
}

/** The photo of the person's CV; false when they have none yet. */
export async function setCvPhoto(db: Conn, userId: number, photo: string) {
  const rows = await db.update(cvs).set({ photo, updatedAt: sql`now()` }).where(eq(cvs.userId, userId)).returning({ id: cvs.id });
  return rows.length > 0;
}

/** A stored attachment (附件简历) as its columns hold it. */
export type AttachmentColumns = { key: string; name: string; size: number };

/**
 * Puts this file on the person's CV (or, with null, takes it off), answering the key it replaces ('' none) so the caller
 * deletes that file; null when the person has no CV. The row is locked first, so two uploads at once each hand back
 * the file the other replaced and none is left behind in storage.
 */
export function swapAttachment(db: Db, userId: number, next: AttachmentColumns | null) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ key: cvs.attachmentKey }).from(cvs).where(eq(cvs.userId, userId)).for("update");
    if (!row) return null;
    await tx
      .update(cvs)
      .set(
        next
          ? {
              attachmentKey: next.key,
              attachmentName: next.name,
              attachmentSize: next.size,
              attachmentAt: sql`now()`,
              updatedAt: sql`now()`,
            }
          : { attachmentKey: "", attachmentName: "", attachmentSize: 0, attachmentAt: null, updatedAt: sql`now()` },
      )
      .where(eq(cvs.userId, userId));
    return { previous: row.key };
  });
}

export const listWorks = (db: Conn, userId: number) =>
  db.select().from(cvWorks).where(eq(cvWorks.userId, userId)).orderBy(asc(cvWorks.startTime), asc(cvWorks.id));
export const listEducations = (db: Conn, userId: number) =>
  db.select().from(cvEducations).where(eq(cvEducations.userId, userId)).orderBy(asc(cvEducations.startTime), asc(cvEducations.id));
export const listIntentions = (db: Conn, userId: number) =>
  db.select().from(cvIntentions).where(eq(cvIntentions.userId, userId)).orderBy(asc(cvIntentions.id));

/** The three row tables, by the name the calls use. */
const CV_TABLES = { work: cvWorks, education: cvEducations, intention: cvIntentions } as const;
export type CvListKind = keyof typeof CV_TABLES;
/**
 * The kind's table, typed as one of them: the three share the columns these queries name (id, user_id); the values
 * written are the kind's own schema output (CvRowInput), which drizzle cannot tie to a table chosen at run time.
 */
const tableOf = (kind: CvListKind) => CV_TABLES[kind] as unknown as typeof cvWorks;
export type CvRowInput = { work: CvWorkInput; education: CvEducationInput; intention: CvIntentionInput };

/** Inserts a new row (id 0) for the person. */
export async function insertRow<K extends CvListKind>(db: Conn, kind: K, userId: number, row: CvRowInput[K]) {
  const { id: _new, ...values } = row;
  await db.insert(tableOf(kind)).values({ ...values, userId } as never);
}

/** Updates the person's own row `row.id`; false when it is not theirs (or gone): nothing is touched. */
export async function updateOwnRow<K extends CvListKind>(db: Conn, kind: K, userId: number, row: CvRowInput[K]) {
  const { id, ...values } = row;
  const table = tableOf(kind);
  const done = await db
    .update(table)
    .set(values as never)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  return done.length > 0;
}

/** Deletes the person's own row; false when it is not theirs (or gone). */
export async function deleteOwnRow(db: Conn, kind: CvListKind, userId: number, id: number) {
  const table = tableOf(kind);
  const done = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  return done.length > 0;
}

/** A person's CV with its rows, or null when they have none yet: what the CV page, sending and HR's views read. */
export async function readFullCv(db: Conn, userId: number) {
  const cv = await findCv(db, userId);
  if (!cv) return null;
  const [works, educations, intentions] = await Promise.all([
    db.select().from(cvWorks).where(eq(cvWorks.userId, userId)).orderBy(asc(cvWorks.startTime), asc(cvWorks.id)),
    db.select().from(cvEducations).where(eq(cvEducations.userId, userId)).orderBy(asc(cvEducations.startTime), asc(cvEducations.id)),
    db.select().from(cvIntentions).where(eq(cvIntentions.userId, userId)).orderBy(asc(cvIntentions.id)),
  ]);
  return { cv, works, educations, intentions };
}

/**
 * Closing an account: the CV with its rows goes, and with it (cascade) every application it was sent with, their
 * stage history and HR's notes on them; answers the CV's photo and its attachment (附件简历), stored files to delete.
 */
export async function deleteCvOf(tx: Conn, userId: number) {
  const gone = await tx.delete(cvs).where(eq(cvs.userId, userId)).returning({ photo: cvs.photo, attachment: cvs.attachmentKey });
  for (const rows of [cvWorks, cvEducations, cvIntentions]) await tx.delete(rows).where(eq(rows.userId, userId));
  return gone.flatMap((c) => [c.photo, c.attachment && urlOf(c.attachment)]).filter(Boolean);
}
