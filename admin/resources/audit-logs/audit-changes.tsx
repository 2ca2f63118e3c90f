import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import type { AuditLogRow } from "@/api/contract/admin";

/** A value as text: empty as —, a list of plain values joined, anything else as JSON. */
function show(value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((x) => typeof x !== "object")) return value.join("、");
  return JSON.stringify(value);
}

/** Before and after side by side: only the fields that changed for an update, every field for a create or delete. */
export function AuditChanges() {
  const record = useRecordContext<AuditLogRow>();
  const translate = useTranslate();
  if (!record) return null;
  const before = record.before ?? {};
  const after = record.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => !(record.before && record.after) || show(before[k]) !== show(after[k]),
  );
  if (!keys.length) return <Typography variant="body2">{translate("app.audit.no_changes")}</Typography>;
  const label = (k: string) => translate(`resources.${record.resource}.fields.${k}`, { _: k });
  return (
    <Table size="small" sx={{ "& td": { wordBreak: "break-all", verticalAlign: "top" } }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate("app.audit.field")}</TableCell>
          <TableCell>{translate("resources.audit-logs.fields.before")}</TableCell>
          <TableCell>{translate("resources.audit-logs.fields.after")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {keys.map((k) => (
          <TableRow key={k}>
            <TableCell sx={{ whiteSpace: "nowrap" }}>{label(k)}</TableCell>
            <TableCell sx={{ color: "text.secondary" }}>{show(before[k])}</TableCell>
            <TableCell>{show(after[k])}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
