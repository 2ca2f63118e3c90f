import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from "@mui/material";
import { type ReactElement, useState } from "react";
import { Button, useTranslate } from "react-admin";
import * as v from "valibot";

type Props = {
  /** The button's and the dialog's confirm label (a message key). */
  label: string;
  icon: ReactElement;
  /** Message keys: the dialog's title, an optional line under it, the reason field's label. */
  title: string;
  help?: string;
  fieldLabel: string;
  /** The api's own schema of {reason}. */
  schema: v.GenericSchema<unknown, { reason: string }>;
  pending: boolean;
  /** Sends the checked reason; calls `close` once it is done. */
  onSubmit: (input: { reason: string }, close: () => void) => void;
};

/** An operator's step that needs a reason (hide a pack, suspend a position): a dialog asks for it, checked before sending. */
export function ReasonDialogButton({ label, icon, title, help, fieldLabel, schema, pending, onSubmit }: Props) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  const submit = () => {
    const checked = v.safeParse(schema, { reason });
    if (!checked.success) return setError(checked.issues[0].message);
    onSubmit(checked.output, () => setOpen(false));
  };
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} color="error">
        {icon}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate(title)}</DialogTitle>
        <DialogContent>
          {help && <DialogContentText variant="body2">{translate(help)}</DialogContentText>}
          <TextField
            name="reason"
            label={translate(fieldLabel)}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError("");
            }}
            error={!!error}
            helperText={error || " "}
            fullWidth
            multiline
            autoFocus
            sx={{ mt: help ? 2 : 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
          <Button label={label} onClick={submit} disabled={pending} variant="contained" color="error" />
        </DialogActions>
      </Dialog>
    </>
  );
}
