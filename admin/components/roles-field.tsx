import { Chip, Stack } from "@mui/material";
import { type FieldProps, useRecordContext, useTranslate } from "react-admin";

/** A user's roles as chips; "person", which everyone holds, is left out unless it is the only one. */
export function RolesField(_props: FieldProps) {
  const record = useRecordContext<{ roles?: string[] }>();
  const translate = useTranslate();
  const roles = record?.roles ?? [];
  const shown = roles.length > 1 ? roles.filter((r) => r !== "person") : roles;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
      {shown.map((role) => (
        <Chip
          key={role}
          size="small"
          label={translate(`app.roles.${role}`)}
          color={role === "operator" ? "primary" : role === "enterprise" ? "secondary" : "default"}
        />
      ))}
    </Stack>
  );
}
