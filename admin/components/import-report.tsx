import { Box, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { callApi } from "../providers/http";

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

type Counted = { unchanged: number; rejected: { line: number; reason: string }[] };

/**
 * Sends an import's chunks one after another to `path`, adding up what each answered (`counts` names the outcome's
 * other counters) and reporting the rows done after each. Chunks sent before a failure stay applied: the caller
 * shows the error and sending the file again finishes the rest.
 */
export async function sendChunks<O extends Counted>(
  path: string,
  chunks: unknown[][],
  empty: O,
  counts: (keyof O)[],
  onProgress: (p: ImportProgressState) => void,
): Promise<O> {
  const total = chunks.reduce((n, c) => n + c.length, 0);
  let done = 0;
  onProgress({ done, total });
  for (const chunk of chunks) {
    const r = await callApi<O>("POST", path, { rows: chunk });
    for (const k of [...counts, "unchanged" as const]) (empty[k] as number) += r[k] as number;
    empty.rejected.push(...r.rejected);
    done += chunk.length;
    onProgress({ done, total });
  }
  return empty;
}
