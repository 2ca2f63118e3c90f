import { Box, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useTranslate } from "react-admin";

export type ImportProgressState = { done: number; total: number };

/**
 * The bar of a chunked import: it moves as each chunk is applied; `prefix` names the resource's messages
 * (`<prefix>.progress` and `<prefix>.progress_text` with done and total).
 */
export function ImportProgress({ progress, prefix }: { progress: ImportProgressState; prefix: string }) {
  const translate = useTranslate();
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={progress.total ? (progress.done / progress.total) * 100 : 0}
        aria-label={translate(`${prefix}.progress`)}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="caption" role="status">
        {translate(`${prefix}.progress_text`, { done: progress.done, total: progress.total })}
      </Typography>
    </Box>
  );
}

/** Each row an import turned away, by its line in the file with the reason (`<prefix>.rejected`, `.line`, `.reason`). */
export function RejectedRows({ rows, prefix }: { rows: { line: number; reason: string }[]; prefix: string }) {
  const translate = useTranslate();
  if (rows.length === 0) return null;
  return (
    <Table size="small" aria-label={translate(`${prefix}.rejected`)}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 80 }}>{translate(`${prefix}.line`)}</TableCell>
          <TableCell>{translate(`${prefix}.reason`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.line}>
            <TableCell>{r.line}</TableCell>
            <TableCell>{r.reason}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
