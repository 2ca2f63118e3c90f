import KeyIcon from "@mui/icons-material/Key";
import { Alert, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button, EditButton, TopToolbar, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from "react-admin";
import { callApi } from "../providers/http";

type Props = {
  /** Its messages' group under app.: issue (the button), issue_title, issue_confirm (before), issued_help (after). */
  messages: string;
  /** The path's last segment: POST /<resource>/<id>/<step>. */
  step: string;
  /** What to show and copy from the answer (a secret, or the login link with its code). */
  show: (answer: never) => string;
};

/**
 * Issues a secret or code that the server shows this once (a partner's secret, a reseller's code): a confirmation
 * first (the old one stops working), then the value to copy; closing the dialog forgets it.
 */
function IssueOnceButton({ messages, step, show }: Props) {
  const record = useRecordContext<{ id: number }>();
  const resource = useResourceContext();
  const path = `/${resource}/${record?.id}/${step}`;
  const [label, title, confirm, issuedHelp] = ["issue", "issue_title", "issue_confirm", "issued_help"].map((k) => `app.${messages}.${k}`);
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [issued, setIssued] = useState("");
  const run = useMutation({
    mutationFn: () => callApi<never>("POST", path),
    onSuccess: (answer) => {
      setIssued(show(answer));
      refresh();
    },
    onError: (err: Error) => notify(err.message, { type: "error" }),
  });
  const close = () => {
    setOpen(false);
    setIssued("");
  };
  const copy = async () => {
    await navigator.clipboard?.writeText(issued);
    notify("app.issued.copied", { type: "success" });
  };
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)}>
        <KeyIcon />
      </Button>
      <Dialog open={open} onClose={issued ? undefined : close} fullWidth maxWidth="sm">
        <DialogTitle>{translate(title)}</DialogTitle>
        <DialogContent>
          {issued ? (
            <>
              <Alert severity="warning" sx={{ mb: 2 }}>
                {translate(issuedHelp)}
              </Alert>
              <TextField value={issued} fullWidth multiline slotProps={{ htmlInput: { readOnly: true, "aria-label": translate(title) } }} />
            </>
          ) : (
            <DialogContentText>{translate(confirm)}</DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          {issued ? (
            <>
              <Button label="app.issued.copy" onClick={copy} />
              <Button label="app.issued.close" onClick={close} variant="contained" />
            </>
          ) : (
            <>
              <Button label="ra.action.cancel" onClick={close} />
              <Button label={label} onClick={() => run.mutate()} disabled={run.isPending} variant="contained" />
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}

/** A show page's actions: issue once, and edit. */
export function IssueOnceActions(props: Props) {
  return (
    <TopToolbar>
      <IssueOnceButton {...props} />
      <EditButton />
    </TopToolbar>
  );
}
