import DownloadIcon from "@mui/icons-material/Download";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import {
  Alert,
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Button as MuiButton,
  Stack,
  Typography,
} from "@mui/material";
import { useRef, useState } from "react";
import { Button, useRefresh, useTranslate } from "react-admin";
import { chunkRows, QUESTION_IMPORT_HELP, type QuestionImportOutcome } from "@/api/contract/exam-questions-admin";
import { ImportProgress, type ImportProgressState, RejectedRows, sendChunks } from "../../components/import-report";
import { API_URL } from "../../providers/http";
import { readQuestionFile } from "./read-sheet";

/**
 * 导入题目: the template to fill (.xlsx or .csv), then a file read in the browser and sent in chunks of 100 rows; the bar
 * moves as each chunk is applied, then the counts and each rejected row by line with the reason. Importing the same
 * file again adds nothing twice.
 */
export function ImportButton() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const picker = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState(false);
  const [fileName, setFileName] = useState("");
  const [progress, setProgress] = useState<ImportProgressState | null>(null);
  const [outcome, setOutcome] = useState<QuestionImportOutcome | null>(null);
  const [error, setError] = useState("");
  const running = reading || (progress !== null && outcome === null && !error);

  const start = async (file: File) => {
    setFileName(file.name);
    setOutcome(null);
    setError("");
    setProgress(null);
    setReading(true);
    const parsed = await readQuestionFile(file);
    setReading(false);
    if ("error" in parsed) return setError(parsed.error);
    try {
      const empty: QuestionImportOutcome = { added: 0, unchanged: 0, rejected: [] };
      setOutcome(await sendChunks("/exam-questions/import", chunkRows(parsed.rows), empty, ["added"], setProgress));
    } catch (err) {
      // Chunks sent before the failure stay imported; sending the file again finishes the rest and adds nothing twice.
      setError((err as Error).message);
    }
    refresh();
  };

  return (
    <>
      <Button label="app.question_bank.import" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      <Dialog open={open} onClose={() => !running && setOpen(false)} fullWidth maxWidth="md" aria-labelledby="question-import-title">
        <DialogTitle id="question-import-title">{translate("app.question_bank.import_title")}</DialogTitle>
        <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
          <Box>
            <Typography variant="subtitle2" gutterBottom>
              {translate("app.question_bank.import_step_template")}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mb: 1, "& .MuiButton-root": { textTransform: "none" } }}>
              <MuiButton
                size="small"
                variant="outlined"
                startIcon={<DownloadIcon />}
                href={`${API_URL}/exam-questions/template.xlsx`}
                download
              >
                {translate("app.question_bank.template_xlsx")}
              </MuiButton>
              <MuiButton
                size="small"
                variant="outlined"
                startIcon={<DownloadIcon />}
                href={`${API_URL}/exam-questions/template.csv`}
                download
              >
                {translate("app.question_bank.template_csv")}
              </MuiButton>
            </Stack>
            {QUESTION_IMPORT_HELP.map((line) => (
              <Typography key={line} variant="body2" color="text.secondary">
                {line}
              </Typography>
            ))}
          </Box>
          <Box>
            <Typography variant="subtitle2" gutterBottom>
              {translate("app.question_bank.import_step_file")}
            </Typography>
            <input
              ref={picker}
              type="file"
              hidden
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label={translate("app.question_bank.import_file")}
              disabled={running}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) void start(file);
              }}
            />
            <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
              <MuiButton variant="contained" startIcon={<UploadFileIcon />} onClick={() => picker.current?.click()} disabled={running}>
                {translate("app.question_bank.choose_file")}
              </MuiButton>
              {fileName && <Typography variant="body2">{fileName}</Typography>}
            </Stack>
          </Box>
          {reading && <LinearProgress aria-label={translate("app.question_bank.reading")} />}
          {progress && <ImportProgress progress={progress} prefix="app.question_bank" />}
          {error && <Alert severity="error">{error}</Alert>}
          {outcome && (
            <Alert severity={outcome.rejected.length ? "warning" : "success"} role="status">
              {translate("app.question_bank.import_done", {
                added: outcome.added,
                unchanged: outcome.unchanged,
                rejected: outcome.rejected.length,
              })}
              {outcome.rejected.length > 0 && <Box sx={{ mt: 0.5 }}>{translate("app.question_bank.import_again")}</Box>}
            </Alert>
          )}
          {outcome && <RejectedRows rows={outcome.rejected} prefix="app.question_bank" />}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.close" disabled={running} onClick={() => setOpen(false)} />
        </DialogActions>
      </Dialog>
    </>
  );
}
