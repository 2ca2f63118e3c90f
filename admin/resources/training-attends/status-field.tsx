import { Chip } from "@mui/material";
import { type FieldProps, useRecordContext } from "react-admin";
import { ATTEND_STATUS_LABELS } from "@/api/contract/training-admin";

const COLORS: Record<string, "success" | "info" | "default"> = { signed: "success", waiting: "info", released: "default" };

/** 已占名额 / 候补中 / 已释放. */
export function StatusField(_props: FieldProps) {
  const record = useRecordContext<{ status: string }>();
  if (!record) return null;
  return <Chip size="small" color={COLORS[record.status] ?? "default"} label={ATTEND_STATUS_LABELS[record.status] ?? record.status} />;
}
