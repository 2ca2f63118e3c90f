import { Chip } from "@mui/material";
import { type FieldProps, useRecordContext } from "react-admin";
import { SIGNUP_AUDIT_LABELS } from "@/api/contract/activity-admin";

const COLORS = { 0: "warning", 1: "success", 2: "error" } as const;

/** 待审核 / 已通过 / 未通过 as a coloured chip. */
export function AuditField(_props: FieldProps) {
  const record = useRecordContext<{ audit: 0 | 1 | 2 }>();
  if (!record) return null;
  return <Chip size="small" variant="outlined" color={COLORS[record.audit] ?? "default"} label={SIGNUP_AUDIT_LABELS[record.audit]} />;
}
