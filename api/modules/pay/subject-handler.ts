import type { Conn } from "@/db/client";
import type { PaymentSubject } from "@/db/schema/pay";
import type { SmsDriver } from "../../providers/sms";
import type { PaymentOrder } from "./queries";

/** What the payment service needs of the thing an order pays for. */
export type SubjectHandler = {
  /** What the cashier shows, and the same-site path the person goes back to afterwards. */
  describe(conn: Conn, subjectId: number): Promise<{ description: string; returnPath: string }>;
  /** Applies the payment, inside the transaction that marks the order paid (its letters too). */
  paid(tx: Conn, sms: SmsDriver, order: PaymentOrder, provider: string): Promise<void>;
};

/**
 * The handler of an order's subject. The features that sell through pay hand theirs in (api/modules/payment-subjects.ts
 * names them all), so pay itself depends on none of them.
 */
export type SubjectOf = (kind: PaymentSubject) => SubjectHandler;
