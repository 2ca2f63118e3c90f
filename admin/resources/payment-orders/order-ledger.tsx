import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { Loading, RecordContextProvider, useRecordContext, useTranslate } from "react-admin";
import type { PaymentOrderRow } from "@/api/contract/pay-admin";
import { providerLabel, yuan } from "@/api/contract/payment";
import { type LedgerEntry, REFUND_STATUS_LABELS } from "@/api/contract/payment-refunds";
import { TimeField } from "../../components/time-field";
import { ledgerQueryOptions } from "./ledger-query";
import { MarkRefundedButton } from "./mark-refunded-button";

function RefundChip({ status }: { status: LedgerEntry["refundStatus"] }) {
  const translate = useTranslate();
  if (!status) return <Chip size="small" label={translate("app.payment_orders.settled")} />;
  return <Chip size="small" color={status === "due" ? "warning" : "success"} label={REFUND_STATUS_LABELS[status]} />;
}

/** The provider transactions recorded for the order: the one that paid it, and any owed back to the payer. */
export function OrderLedger() {
  const order = useRecordContext<PaymentOrderRow>();
  const translate = useTranslate();
  const { data, isPending, error } = useQuery({ ...ledgerQueryOptions(order?.id ?? 0), enabled: !!order });
  if (isPending) return <Loading />;
  if (error) return <span>{error.message}</span>;
  if (!data.length) return <span>—</span>;
  const head = ["txn", "amount", "provider", "received_at", "refund_status", "refunded_at", "action"];
  // Phones scroll the table sideways rather than squeezing seven columns into 375 px.
  return (
    <Box sx={{ overflowX: "auto", maxWidth: "100%" }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {head.map((key) => (
              <TableCell key={key} sx={{ whiteSpace: "nowrap" }}>
                {translate(`app.payment_orders.${key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((entry) => (
            <RecordContextProvider key={entry.id} value={entry}>
              <TableRow>
                <TableCell sx={{ fontFamily: "monospace" }}>{entry.providerTxnId}</TableCell>
                <TableCell>{yuan(entry.amountFen)}</TableCell>
                <TableCell>{providerLabel(entry.provider)}</TableCell>
                <TableCell>
                  <TimeField source="receivedAt" />
                </TableCell>
                <TableCell>
                  <RefundChip status={entry.refundStatus} />
                </TableCell>
                <TableCell>
                  <TimeField source="refundedAt" emptyText="—" />
                </TableCell>
                <TableCell>{entry.refundStatus === "due" && <MarkRefundedButton orderId={order!.id} entry={entry} />}</TableCell>
              </TableRow>
            </RecordContextProvider>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
