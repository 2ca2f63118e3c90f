import BlockIcon from "@mui/icons-material/Block";
import PlayCircleOutlineIcon from "@mui/icons-material/PlayCircleOutlined";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button, Confirm, useNotify, useRecordContext, useRefresh } from "react-admin";
import type { ExamQuestionRow } from "@/api/contract/exam-questions-admin";
import { callApi } from "../../providers/http";

/** 停用 (asks first) or 启用 the question; the row shows what holds afterwards. */
export function RetireButton() {
  const record = useRecordContext<ExamQuestionRow>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const run = useMutation({
    mutationFn: (step: "retire" | "unretire") => callApi<ExamQuestionRow>("POST", `/exam-questions/${record?.id}/${step}`),
    onSuccess: (row) => notify(row.retired ? "app.question_bank.retire_done" : "app.question_bank.unretire_done", { type: "success" }),
    onError: (err: Error) => notify(err.message, { type: "error" }),
    onSettled: () => {
      setOpen(false);
      refresh();
    },
  });
  if (!record) return null;
  if (record.retired) {
    return (
      <Button label="app.question_bank.unretire" onClick={() => run.mutate("unretire")} disabled={run.isPending} color="success">
        <PlayCircleOutlineIcon />
      </Button>
    );
  }
  return (
    <>
      <Button label="app.question_bank.retire" onClick={() => setOpen(true)} disabled={run.isPending} color="warning">
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={run.isPending}
        title="app.question_bank.retire_title"
        content="app.question_bank.retire_content"
        onConfirm={() => run.mutate("retire")}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
