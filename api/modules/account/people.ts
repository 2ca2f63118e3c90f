import type { Conn } from "@/db/client";
import { listPeople } from "./queries";

/** A person as other modules' lists and letters name them. */
export type Person = Awaited<ReturnType<typeof listPeople>>[number];

/** What other modules may read of people: names and numbers by user id, in one read for a whole page. */
export async function peopleByIds(db: Conn, ids: number[]): Promise<Map<number, Person>> {
  return new Map((await listPeople(db, ids)).map((p) => [p.id, p]));
}

/** Each row beside the person it names, in the rows' order (a row naming nobody is left out): a sign-up sheet's lines. */
export async function withPeople<R extends { userId: number }>(db: Conn, rows: R[]) {
  const people = await peopleByIds(
    db,
    rows.map((r) => r.userId),
  );
  return rows.flatMap((row) => {
    const p = people.get(row.userId);
    return p ? [{ row, name: p.chineseName, areaCode: p.areaCode, mobile: p.mobile }] : [];
  });
}

/** Whom a letter and a text reach (null for no such person). */
export async function recipientOf(db: Conn, userId: number) {
  const p = (await peopleByIds(db, [userId])).get(userId);
  return p ? { userId, areaCode: p.areaCode, mobile: p.mobile } : null;
}
