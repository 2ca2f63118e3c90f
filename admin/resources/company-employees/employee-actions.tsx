import PersonAddIcon from "@mui/icons-material/PersonAdd";
import PersonRemoveIcon from "@mui/icons-material/PersonRemove";
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button, Confirm, useNotify, useRecordContext, useRedirect, useRefresh, useTranslate } from "react-admin";
import * as v from "valibot";
import { type CompanyEmployeeRow, EmployeeInviteSchema } from "@/api/contract/zhaopin-admin";
import { callApi } from "../../providers/http";

/** 解除绑定: the person is no longer the company's (a letter tells them). */
export function RemoveEmployeeButton() {
  const record = useRecordContext<CompanyEmployeeRow>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: (id: number) => callApi("POST", `/company-employees/${id}/remove`, {}),
    onSuccess: () => {
      notify("app.employees.removed", { type: "success" });
      redirect("list", "company-employees");
    },
    onError: (err: Error) => notify(err.message, { type: "error" }),
    onSettled: () => setOpen(false),
  });
  if (!record?.bound) return null;
  return (
    <>
      <Button label="app.employees.remove" onClick={() => setOpen(true)} color="error" disabled={isPending}>
        <PersonRemoveIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.employees.remove_title"
        content="app.employees.remove_content"
        translateOptions={{ name: record.chineseName || "—" }}
        onConfirm={() => mutate(record.id)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** 邀请员工: a mobile number; the person, if registered, gets a letter to ask for binding. */
export function InviteButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [mobile, setMobile] = useState("");
  const [error, setError] = useState("");
  const { mutate, isPending } = useMutation({
    mutationFn: (body: { mobile: string }) => callApi<{ message: string }>("POST", "/company-employees/invite", body),
    onSuccess: ({ message }) => {
      notify(message, { type: "success" });
      setOpen(false);
      setMobile("");
      refresh();
    },
    onError: (err: Error) => setError(err.message),
  });
  const submit = () => {
    const checked = v.safeParse(EmployeeInviteSchema, { mobile });
    if (!checked.success) return setError(checked.issues[0].message);
    mutate(checked.output);
  };
  return (
    <>
      <Button label="app.employees.invite" onClick={() => setOpen(true)}>
        <PersonAddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate("app.employees.invite")}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate("app.employees.invite_help")}
          </Typography>
          <TextField
            name="mobile"
            label={translate("app.employees.invite_mobile")}
            value={mobile}
            inputMode="numeric"
            onChange={(e) => {
              setMobile(e.target.value);
              setError("");
            }}
            error={!!error}
            helperText={error || " "}
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
          <Button label="app.employees.invite_send" onClick={submit} disabled={isPending} variant="contained" />
        </DialogActions>
      </Dialog>
    </>
  );
}
