import { Typography } from "@mui/material";
import { type FieldProps, useRecordContext } from "react-admin";

/** "张三 139****0814": a person's name and masked number as the api sends them (`creatorName` and `creatorMobile`, say). */
export function MaskedPersonField({ source }: FieldProps & { source: "creatorName" | "authorName" }) {
  const record = useRecordContext<Record<string, string>>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: "nowrap" }}>
      {record[source] || "—"}
      <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
        {record[source.replace("Name", "Mobile")]}
      </Typography>
    </Typography>
  );
}
