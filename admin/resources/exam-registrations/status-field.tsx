import { Chip } from "@mui/material";
import { useRecordContext } from "react-admin";
import type { ExamRegistrationRow, RegistrationStatus } from "@/api/contract/certification-admin";
import { REGISTRATION_STATUS_LABELS } from "@/api/contract/exams-admin";

const COLORS: Partial<Record<RegistrationStatus, "warning" | "success" | "error" | "info">> = {
  waitaudit: "warning",
  approved: "info",
  booked: "info",
  passed: "success",
  failed: "error",
  rejected: "error",
};

/** Where a registration stands, as a coloured chip. */
export function RegistrationStatusField(_props: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<ExamRegistrationRow>();
  if (!record) return null;
  return <Chip size="small" label={REGISTRATION_STATUS_LABELS[record.status]} color={COLORS[record.status] ?? "default"} />;
}
