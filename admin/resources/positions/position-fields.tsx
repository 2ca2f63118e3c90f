import { Chip } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import type { PositionRow } from "@/api/contract/zhaopin-admin";
import { salaryText } from "../../components/zhaopin-choices";

/** The salary range, or 面议. */
export function SalaryField(_: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<PositionRow>();
  return record ? <span>{salaryText(record)}</span> : null;
}

/** The status as a chip, with 已暂停 (an operator's) and 已过期 beside it. */
export function PositionStatusField(_: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<PositionRow>();
  const translate = useTranslate();
  if (!record) return null;
  const expired = record.status === "open" && record.expiresAt !== null && new Date(record.expiresAt).getTime() < Date.now();
  return (
    <span style={{ display: "inline-flex", gap: 4, flexWrap: "wrap" }}>
      <Chip
        size="small"
        label={translate(`app.positions.status.${record.status}`)}
        color={record.status === "open" ? "success" : "default"}
      />
      {record.suspendedAt && <Chip size="small" color="error" label={translate("app.positions.suspended")} />}
      {expired && <Chip size="small" color="warning" label={translate("app.positions.expired")} />}
    </span>
  );
}
