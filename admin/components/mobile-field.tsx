import { Typography } from "@mui/material";
import { type FieldProps, useFieldValue, useRecordContext } from "react-admin";

/** "+86 13800000000": the number with its area code. */
export function MobileField(props: FieldProps) {
  const record = useRecordContext<{ areaCode?: string }>();
  const mobile = useFieldValue({ ...props, source: props.source ?? "mobile" });
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: "nowrap" }}>
      {record?.areaCode && record.areaCode !== "+86" ? `${record.areaCode} ` : ""}
      {mobile}
    </Typography>
  );
}
