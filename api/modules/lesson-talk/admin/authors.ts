import type { Conn } from "@/db/client";
import { peopleByIds } from "../../account/people";

/** Each row's author by name (the number when they gave no name), for the page's rows only. */
export async function authorNames(db: Conn, rows: { id: number; userId: number }[]): Promise<Map<number, { authorName: string }>> {
  const people = await peopleByIds(
    db,
    rows.map((r) => r.userId),
  );
  return new Map(
    rows.map((r) => {
      const p = people.get(r.userId);
      return [r.id, { authorName: p ? p.chineseName || `${p.areaCode} ${p.mobile}` : "" }];
    }),
  );
}
