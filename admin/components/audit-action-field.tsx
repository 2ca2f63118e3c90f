import { Chip } from "@mui/material";
import { type FieldProps, useRecordContext, useTranslate } from "react-admin";

const COLORS = { create: "success", update: "info", delete: "error" } as const;

/** 新建 / 修改 / 删除 as a coloured chip. */
export function AuditActionField(_props: FieldProps) {
  const record = useRecordContext<{ action: keyof typeof COLORS }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip size="small" variant="outlined" color={COLORS[record.action] ?? "default"} label={translate(`app.actions.${record.action}`)} />
  );
}
