import UploadFileIcon from "@mui/icons-material/UploadFile";
import { Alert, Box, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useState } from "react";
import { Button, useRefresh, useTranslate } from "react-admin";
import { parseResultCsv, RESULT_CHUNK_ROWS, RESULT_COLUMNS, type ResultImportOutcome } from "@/api/contract/exam-results";
import { ImportProgress, type ImportProgressState, RejectedRows, sendChunks } from "../../components/import-report";

/**
 * 导入成绩: reads a CSV file, sends its rows in chunks and moves the bar as each chunk is applied, then reports
 * the rejected rows by line with the reason. Importing the same file again changes nothing.
 */
export function ImportButton() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<ImportProgressState | null>(null);
  const [outcome, setOutcome] = useState<ResultImportOutcome | null>(null);
  const [error, setError] = useState("");
  const running = progress !== null && outcome === null && !error;

  const start = async (file: File) => {
    setOutcome(null);
    setError("");
    const parsed = parseResultCsv(await file.text());
    if ("error" in parsed) return setError(parsed.error);
    const chunks = [];
    for (let i = 0; i < parsed.rows.length; i += RESULT_CHUNK_ROWS) chunks.push(parsed.rows.slice(i, i + RESULT_CHUNK_ROWS));
    try {
      const empty: ResultImportOutcome = { applied: 0, unchanged: 0, rejected: [] };
      setOutcome(await sendChunks("/exam-results/import", chunks, empty, ["applied"], setProgress));
    } catch (err) {
      // Rows sent before the failure stay applied; sending the file again finishes the rest.
      setError((err as Error).message);
    }
    refresh();
  };

  return (
    <>
      <Button label="app.exam_results.import" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      <Dialog open={open} onClose={() => !running && setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate("app.exam_results.import_title")}</DialogTitle>
        <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {translate("app.exam_results.import_help", { columns: Object.values(RESULT_COLUMNS).join(",") })}
          </Typography>
          <Box>
            <input
              type="file"
              accept=".csv,text/csv"
              aria-label={translate("app.exam_results.import_file")}
              disabled={running}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) void start(file);
              }}
            />
          </Box>
          {progress && <ImportProgress progress={progress} prefix="app.exam_results" />}
          {error && <Alert severity="error">{error}</Alert>}
          {outcome && (
            <Alert severity={outcome.rejected.length ? "warning" : "success"} role="status">
              {translate("app.exam_results.import_done", {
                applied: outcome.applied,
                unchanged: outcome.unchanged,
                rejected: outcome.rejected.length,
              })}
            </Alert>
          )}
          {outcome && <RejectedRows rows={outcome.rejected} prefix="app.exam_results" />}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.close" disabled={running} onClick={() => setOpen(false)} />
        </DialogActions>
      </Dialog>
    </>
  );
}
