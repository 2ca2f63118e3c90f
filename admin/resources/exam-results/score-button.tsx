import EditNoteIcon from "@mui/icons-material/EditNote";
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin";
import * as v from "valibot";
import type { ExamResultRow, ScoredResultRow } from "@/api/contract/certification-admin";
import { ResultScoreSchema } from "@/api/contract/exam-results";
import { callApi } from "../../providers/http";

/** 录入成绩 on a booked attempt: the score, checked with the api's own schema; a pass issues the certificate. */
export function ScoreButton() {
  const record = useRecordContext<ExamResultRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  const { mutate, isPending } = useMutation({
    mutationFn: (score: number) => callApi<ScoredResultRow>("POST", `/exam-results/${record!.id}/score`, { score }),
    onSuccess: (r) => {
      setOpen(false);
      notify(r.certificateNumber ? "app.exam_results.passed_done" : "app.exam_results.failed_done", {
        type: "success",
        messageArgs: { number: r.certificateNumber ?? "" },
      });
      refresh();
    },
    onError: (err: Error) => setError(err.message),
  });
  if (record?.status !== "booked") return null;
  const submit = () => {
    const checked = v.safeParse(ResultScoreSchema, { score: text.trim() === "" ? undefined : Number(text) });
    if (!checked.success) return setError(checked.issues[0].message);
    mutate(checked.output.score);
  };
  return (
    <>
      <Button
        label="app.exam_results.record"
        onClick={(e) => {
          e.stopPropagation();
          setText("");
          setError("");
          setOpen(true);
        }}
      >
        <EditNoteIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} onClick={(e) => e.stopPropagation()} fullWidth maxWidth="xs">
        <DialogTitle>{translate("app.exam_results.record_title", { name: record.chineseName })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate("resources.exam-results.fields.score")}
            inputMode="numeric"
            value={text}
            error={!!error}
            helperText={error || translate("app.exam_results.record_help")}
            onChange={(e) => {
              setText(e.target.value);
              setError("");
            }}
            onKeyDown={(e) => {
              if (e.key === "Enter") submit();
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
          <Button label="ra.action.save" variant="contained" disabled={isPending} onClick={submit} />
        </DialogActions>
      </Dialog>
    </>
  );
}
