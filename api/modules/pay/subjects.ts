import type { PaymentSubject } from "@/db/schema/pay";
import { examRegistrationSubject } from "../certification/payment/subject";
import type { SubjectHandler } from "./subject-handler";

export const SUBJECTS: Record<PaymentSubject, SubjectHandler> = {
  exam_registration: examRegistrationSubject,
};
