import UndoIcon from "@mui/icons-material/Undo";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button, Confirm, useNotify } from "react-admin";
import { yuan } from "@/api/contract/payment";
import type { LedgerEntry } from "@/api/contract/payment-refunds";
import { callApi } from "../../providers/http";
import { ledgerQueryKey } from "./ledger-query";

/** 原路退款: the provider returns the money owed back, then the row is marked; asks first, since it cannot be undone. */
export function MarkRefundedButton({ orderId, entry }: { orderId: number; entry: LedgerEntry }) {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { mutate, isPending } = useMutation({
    mutationFn: () => callApi<LedgerEntry>("POST", `/payment-orders/${orderId}/notifications/${entry.id}/refunded`, {}),
    onSuccess: () => notify("app.payment_orders.refunded_done", { type: "success" }),
    // Refused (someone else marked it first) or not: the row shows what holds now.
    onError: (err: Error) => notify(err.message, { type: "error" }),
    onSettled: () => {
      setOpen(false);
      return queryClient.invalidateQueries({ queryKey: ledgerQueryKey(orderId) });
    },
  });
  return (
    <>
      <Button label="app.payment_orders.mark_refunded" onClick={() => setOpen(true)} disabled={isPending}>
        <UndoIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.payment_orders.mark_refunded_title"
        content="app.payment_orders.mark_refunded_content"
        translateOptions={{ amount: yuan(entry.amountFen), txn: entry.providerTxnId }}
        onConfirm={() => mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
