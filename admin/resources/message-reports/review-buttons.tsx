import CheckIcon from "@mui/icons-material/Check";
import VisibilityOffIcon from "@mui/icons-material/VisibilityOff";
import { Button } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin";
import type { MessageReportRow } from "@/api/contract/zhaopin-messages";
import { callApi } from "../../providers/http";

type Decision = "hide" | "dismiss";

/** POST …/message-reports/{id}/review {decision} after a confirmation, then the list or page as the server has it. */
function ReviewButton({ id, decision }: { id: number; decision: Decision }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: () => callApi<MessageReportRow>("POST", `/message-reports/${id}/review`, { decision }),
    onSuccess: () => {
      notify(decision === "hide" ? "app.messages.hidden_done" : "app.messages.dismissed_done", { type: "success" });
      refresh();
    },
    onError: (err: Error) => notify(err.message, { type: "error" }),
    onSettled: () => setOpen(false),
  });
  const hide = decision === "hide";
  return (
    <>
      {/* Words, not react-admin's icon-only button a phone would show. */}
      <Button
        size="small"
        onClick={() => setOpen(true)}
        disabled={isPending}
        color={hide ? "error" : "primary"}
        startIcon={hide ? <VisibilityOffIcon /> : <CheckIcon />}
        sx={{ whiteSpace: "nowrap" }}
      >
        {translate(`app.messages.${decision}`)}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`app.messages.${decision}_title`}
        content={`app.messages.${decision}_content`}
        onConfirm={() => mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** 屏蔽 (both sides then read the platform's notice) or 驳回 (the message stays), while the report waits. */
export function ReportReviewButtons() {
  const record = useRecordContext<MessageReportRow>();
  if (record?.review !== "pending") return null;
  return (
    <>
      <ReviewButton id={record.id} decision="hide" />
      <ReviewButton id={record.id} decision="dismiss" />
    </>
  );
}
