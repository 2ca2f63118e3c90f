import type { Conn } from "@/db/client";
import { markVoidedResult } from "./queries";

/**
 * An operator voided the attempt behind a registration (监考记录 作废): its result becomes failed with score 0 when it
 * was booked, passed or failed, in one conditional UPDATE. Answers the row as it became, or undefined when unchanged.
 */
export function voidResult(tx: Conn, registrationId: number) {
  return markVoidedResult(tx, registrationId);
}
