import BlockIcon from "@mui/icons-material/Block";
import RestoreIcon from "@mui/icons-material/Restore";
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from "@mui/material";
import { useState } from "react";
import { Button, useNotify, useRecordContext, useTranslate, useUpdate } from "react-admin";
import type { CertificateRow } from "@/api/contract/certification-admin";

/** 撤销证书 with a reason (the holder gets a letter), or 恢复 a revoked one; both land in the audit log. */
export function RevokeButton() {
  const record = useRecordContext<CertificateRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  if (!record || record.revoked === undefined) return null;
  const save = (revoked: boolean) =>
    update(
      "certificates",
      { id: record.id, data: { revoked, revokeReason: revoked ? reason : "" }, previousData: record },
      {
        mutationMode: "pessimistic",
        onSuccess: () => {
          setOpen(false);
          notify(revoked ? "app.certificates.revoked" : "app.certificates.restored", { type: "success" });
        },
        onError: (err) => notify((err as Error).message, { type: "error" }),
      },
    );
  if (record.revoked) {
    return (
      <Button label="app.certificates.restore" onClick={() => void save(false)} disabled={isPending}>
        <RestoreIcon />
      </Button>
    );
  }
  return (
    <>
      <Button label="app.certificates.revoke" color="error" onClick={() => setOpen(true)}>
        <BlockIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate("app.certificates.revoke_title", { number: record.number })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate("resources.certificates.fields.revokeReason")}
            value={reason}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            helperText={translate("app.certificates.revoke_help")}
            onChange={(e) => setReason(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
          <Button label="app.certificates.revoke" color="error" variant="contained" disabled={isPending} onClick={() => void save(true)} />
        </DialogActions>
      </Dialog>
    </>
  );
}
