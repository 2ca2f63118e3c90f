import type { PaymentSubject } from "@/db/schema/pay";
import { examRegistrationSubject } from "./certification/payment/subject";
import type { SubjectHandler } from "./pay/subject-handler";

/** What each kind of payment order pays for: the features that sell through pay, handed to it where the app is built. */
const SUBJECTS: Record<PaymentSubject, SubjectHandler> = {
  exam_registration: examRegistrationSubject,
};

export const paymentSubjectOf = (kind: PaymentSubject) => SUBJECTS[kind];
