import type { LedgerEntry } from "@/api/contract/payment-refunds";
import { callApi } from "../../providers/http";

/** One order's ledger rows (GET /payment-orders/:id/notifications); marking a refund invalidates this key. */
export const ledgerQueryKey = (orderId: number) => ["payment-orders", orderId, "notifications"] as const;

export const ledgerQueryOptions = (orderId: number) => ({
  queryKey: ledgerQueryKey(orderId),
  queryFn: () => callApi<LedgerEntry[]>("GET", `/payment-orders/${orderId}/notifications`),
});
