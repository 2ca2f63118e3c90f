import { Chip } from "@mui/material";
import { useRecordContext } from "react-admin";
import type { FeeRefundStatus } from "@/api/contract/exam-fee-refunds";
import { FEE_REFUND_ADMIN_LABEL } from "@/api/contract/exam-fee-refunds-admin";
import { textChoicesOf } from "../../components/choices";

export const STATUS_CHOICES = textChoicesOf(FEE_REFUND_ADMIN_LABEL);

const COLOR = { pending: "warning", refunding: "info", refunded: "success", refused: "error" } as const;

/** 待审核 / 退款中 / 已退款 / 已驳回 as a chip. */
export function StatusChip(_: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<{ status: FeeRefundStatus }>();
  if (!record) return null;
  return <Chip size="small" color={COLOR[record.status]} label={FEE_REFUND_ADMIN_LABEL[record.status]} />;
}

export const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** The attempt's invoice, which must be reversed along with a refund once sent. */
export const INVOICE_TEXT = { requested: "已申请，未开具", sent: "已开具，退款后需冲红" } as const;
