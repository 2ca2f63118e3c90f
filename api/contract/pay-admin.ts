import type { PaymentOrderStatus } from "./payment";

/** A payment order as the back office lists and shows it: what was asked, and what the provider reported. */
export type PaymentOrderRow = {
  id: number;
  orderNumber: string;
  userId: number;
  /** What the order pays for (exam_registration), with subjectId naming it. */
  subjectKind: string;
  subjectId: number;
  amountFen: number;
  status: PaymentOrderStatus;
  provider: string | null;
  providerTxnId: string | null;
  paidAt: string | null;
  createdAt: string;
};
