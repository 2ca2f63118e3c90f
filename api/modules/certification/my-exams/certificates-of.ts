import type { Conn } from "@/db/client";
import type { RegistrationStatus } from "@/db/schema/certification/exams";
import { registrationCertificate } from "../certificates/service";

export type AttemptCertificate = NonNullable<Awaited<ReturnType<typeof registrationCertificate>>>;

/** The certificates of the passed ones among some attempts, by registration id, through the certificates module's service. */
export async function certificatesOf(conn: Conn, attempts: { id: number; status: RegistrationStatus }[]) {
  const passed = attempts.filter((a) => a.status === "passed");
  const found = await Promise.all(passed.map(async (a) => [a.id, await registrationCertificate(conn, a.id)] as const));
  return new Map(found.filter((f): f is readonly [number, AttemptCertificate] => f[1] !== null));
}
