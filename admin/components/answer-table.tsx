import { Table, TableBody, TableCell, TableRow } from "@mui/material";

/** A sign-up's answers as question / answer rows, in the form's order; — for a blank answer or an empty form. */
export function AnswerTable({ rows }: { rows: [string, string][] }) {
  if (!rows.length) return <span>—</span>;
  return (
    <Table size="small">
      <TableBody>
        {rows.map(([name, value], i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the form's order; two questions may share a name.
          <TableRow key={i}>
            <TableCell sx={{ width: "35%", color: "text.secondary" }}>{name}</TableCell>
            <TableCell sx={{ whiteSpace: "pre-wrap" }}>{value || "—"}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
