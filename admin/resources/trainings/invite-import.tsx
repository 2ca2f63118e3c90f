import UploadFileIcon from "@mui/icons-material/UploadFile";
import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Button as MuiButton,
  Typography,
} from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button, useNotify, useRefresh, useTranslate } from "react-admin";
import type { InviteImportResult } from "@/api/contract/training-admin";
import { callApi } from "../../providers/http";

/** Reads a CSV of mobile numbers in the browser and adds them to the directed session's invite list. */
export function InviteImport({ trainingId }: { trainingId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { mutate, data, isPending, reset } = useMutation({
    mutationFn: async (file: File) =>
      callApi<InviteImportResult>("POST", "/training-invites/import", { trainingId, csv: await file.text() }),
    onSuccess: () => refresh(),
    onError: (err: Error) => notify(err.message, { type: "error" }),
  });
  const close = () => {
    setOpen(false);
    reset();
  };
  return (
    <>
      {/* A labelled MUI button: react-admin's would shrink to a bare icon on a phone. */}
      <MuiButton size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {translate("app.invites.import")}
      </MuiButton>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>{translate("app.invites.title")}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2, color: "text.secondary" }}>
            {translate("app.invites.help")}
          </Typography>
          <Button component="label" variant="outlined" label="app.invites.choose" disabled={isPending}>
            <UploadFileIcon />
            <input
              hidden
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) mutate(file);
              }}
            />
          </Button>
          {data && (
            <>
              <Alert severity={data.rejected.length ? "warning" : "success"} sx={{ mt: 2 }}>
                {translate("app.invites.result", { added: data.added, existing: data.existing, rejected: data.rejected.length })}
              </Alert>
              {data.rejected.length > 0 && (
                <List dense sx={{ maxHeight: 240, overflow: "auto" }}>
                  {data.rejected.map((r) => (
                    <ListItem key={r.line} disableGutters>
                      <ListItemText primary={translate("app.invites.rejected_line", { line: r.line, value: r.value, reason: r.reason })} />
                    </ListItem>
                  ))}
                </List>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.close" onClick={close} />
        </DialogActions>
      </Dialog>
    </>
  );
}
