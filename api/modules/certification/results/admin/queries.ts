import { inArray } from "drizzle-orm";
import { examRegistrations, type RegistrationStatus } from "@/db/schema/certification/exams";

/** Registrations standing at one of these statuses. */
export const registrationsAt = (statuses: readonly RegistrationStatus[]) => inArray(examRegistrations.status, [...statuses]);
