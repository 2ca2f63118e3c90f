import { Typography } from "@mui/material";
import { type FieldProps, useRecordContext, useTranslate } from "react-admin";

/** The resource an entry is about, by its Chinese name. */
export function AuditResourceField(_props: FieldProps) {
  const record = useRecordContext<{ resource: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(`resources.${record.resource}.name`, { _: record.resource })}
    </Typography>
  );
}
