import type { Conn } from "@/db/client";
import { listPeople } from "./queries";

/** A person as other modules' lists and letters name them. */
export type Person = Awaited<ReturnType<typeof listPeople>>[number];

/** What other modules may read of people: names and numbers by user id, in one read for a whole page. */
export async function peopleByIds(db: Conn, ids: number[]): Promise<Map<number, Person>> {
  return new Map((await listPeople(db, ids)).map((p) => [p.id, p]));
}
