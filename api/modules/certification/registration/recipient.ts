import type { Conn } from "@/db/client";
import { peopleByIds } from "../../account/people";
import type { Recipient } from "../../letters/service";

/** The person a registration's letters and texts go to: its candidate's account number. */
export async function registrationRecipient(conn: Conn, reg: { userId: number }): Promise<Recipient | undefined> {
  const person = (await peopleByIds(conn, [reg.userId])).get(reg.userId);
  return person && { userId: person.id, areaCode: person.areaCode, mobile: person.mobile };
}
