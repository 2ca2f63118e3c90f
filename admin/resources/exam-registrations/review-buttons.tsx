import CheckIcon from "@mui/icons-material/Check";
import CloseIcon from "@mui/icons-material/Close";
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField as MuiTextField } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import {
  Button,
  Confirm,
  type Identifier,
  TopToolbar,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from "react-admin";
import type { ExamRegistrationRow } from "@/api/contract/certification-admin";
import { callApi } from "../../providers/http";

type Decision = "approve" | "reject";

function useReview(ids: Identifier[], onDone?: () => void) {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ decision, reason }: { decision: Decision; reason: string }) =>
      callApi<{ data: number[] }>("POST", "/exam-registrations/review", { ids, decision, reason }),
    onSuccess: ({ data }, { decision }) => {
      notify(`app.exam_registrations.${decision}_done`, { type: "success", messageArgs: { smart_count: data.length } });
      onDone?.();
      refresh();
    },
    onError: (err: Error) => notify(err.message, { type: "error" }),
  });
}

/** 通过: after a confirmation; each candidate gets a letter and a text telling them to book a sitting. */
function ApproveButton({ ids, onDone }: { ids: Identifier[]; onDone?: () => void }) {
  const [open, setOpen] = useState(false);
  const review = useReview(ids, onDone);
  return (
    <>
      <Button label="app.exam_registrations.approve" onClick={() => setOpen(true)} disabled={review.isPending}>
        <CheckIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={review.isPending}
        title="app.exam_registrations.approve_title"
        content="app.exam_registrations.approve_content"
        translateOptions={{ smart_count: ids.length }}
        onConfirm={() => review.mutate({ decision: "approve", reason: "" }, { onSettled: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** 驳回: asks for the reason the candidate will read. */
function RejectButton({ ids, onDone }: { ids: Identifier[]; onDone?: () => void }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const review = useReview(ids, onDone);
  const close = () => setOpen(false);
  return (
    <>
      <Button label="app.exam_registrations.reject" onClick={() => setOpen(true)} disabled={review.isPending} color="error">
        <CloseIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
        <DialogTitle>{translate("app.exam_registrations.reject_title", { smart_count: ids.length })}</DialogTitle>
        <DialogContent>
          <MuiTextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={translate("app.exam_registrations.reason")}
            helperText={translate("app.exam_registrations.reason_help")}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={close} />
          <Button
            label="app.exam_registrations.reject_confirm"
            color="error"
            variant="contained"
            disabled={review.isPending}
            onClick={() => review.mutate({ decision: "reject", reason }, { onSuccess: close })}
          />
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The list's bulk actions on the selected registrations. */
export function BulkRegistrationReview() {
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll("exam-registrations");
  return (
    <>
      <ApproveButton ids={selectedIds} onDone={unselectAll} />
      <RejectButton ids={selectedIds} onDone={unselectAll} />
    </>
  );
}

/** One registration's page (and a phone, where the list has no selection): only a paid one waits for a decision. */
export function RegistrationReviewActions() {
  const record = useRecordContext<ExamRegistrationRow>();
  return (
    <TopToolbar>
      {record?.status === "waitaudit" && (
        <>
          <ApproveButton ids={[record.id]} />
          <RejectButton ids={[record.id]} />
        </>
      )}
    </TopToolbar>
  );
}
