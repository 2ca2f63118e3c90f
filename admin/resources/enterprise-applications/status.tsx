import { Chip } from "@mui/material";
import { useRecordContext } from "react-admin";
import { ENTERPRISE_APPLICATION_LABEL, type EnterpriseApplicationStatus } from "@/api/contract/registration";
import { textChoicesOf } from "../../components/choices";

export const STATUS_CHOICES = textChoicesOf(ENTERPRISE_APPLICATION_LABEL);

const COLOR = { pending: "warning", approved: "success", refused: "error" } as const;

/** 待审核 / 已通过 / 未通过 as a chip. */
export function StatusChip(_: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<{ status: EnterpriseApplicationStatus }>();
  if (!record) return null;
  return <Chip size="small" color={COLOR[record.status]} label={ENTERPRISE_APPLICATION_LABEL[record.status]} />;
}
