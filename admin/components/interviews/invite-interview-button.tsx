import { valibotResolver } from "@hookform/resolvers/valibot";
import EventIcon from "@mui/icons-material/Event";
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button, DateTimeInput, Form, TextInput, useGetIdentity, useNotify, useRefresh, useTranslate } from "react-admin";
import type { FieldValues } from "react-hook-form";
import type * as v from "valibot";
import { type InterviewInvite, InterviewInviteSchema, type InterviewRow } from "@/api/contract/zhaopin-interviews";
import { ApiError, callApi } from "../../providers/http";
import { beijingDateTime } from "./beijing-input";
import { type InterviewTarget, useInterviews } from "./use-interviews";

/** What the inputs hold (the resolver's input). */
type InviteValues = v.InferInput<typeof InterviewInviteSchema>;

type Props = {
  /** The invitation's route: /applications/{id}/interview or /talent-pool/{cvId}/interview. */
  path: string;
  /** Whose invitations the button looks at: none while one is open (the server allows one). */
  target: InterviewTarget;
  /** After a send (the application's stage has moved to 邀请面试). */
  onSent?: () => void;
};

const label = (field: string) => `resources.interviews.fields.${field}`;

/**
 * 邀请面试: a dialog with the time (Beijing), the place and/or the meeting link, the contact (the signed-in HR by
 * default) and a note, checked with the api's own schema; a refusal that names a field shows under it.
 */
export function InviteInterviewButton({ path, target, onSent }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const { isPending: listing, hasOpen } = useInterviews(target);
  const [open, setOpen] = useState(false);
  const send = useMutation({ mutationFn: (body: InterviewInvite) => callApi<InterviewRow>("POST", path, body) });
  if (listing || hasOpen) return null;

  const defaults = { startsAt: null, place: "", onlineUrl: "", contactName: identity?.fullName ?? "", contactPhone: "", note: "" };
  // The resolver hands over the schema's output: a Date and trimmed texts, what the route reads.
  const submit = async (values: FieldValues) => {
    try {
      await send.mutateAsync(values as InterviewInvite);
    } catch (e) {
      // react-admin puts an answered { field: message } under that input.
      if (e instanceof ApiError && e.field) return { [e.field]: e.message };
      notify((e as Error).message, { type: "error" });
      return;
    }
    setOpen(false);
    notify("app.interviews.sent", { type: "success" });
    onSent?.();
    refresh();
  };
  return (
    <>
      <Button label="app.interviews.invite" onClick={() => setOpen(true)} variant="contained" size="small">
        <EventIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="interview-invite-title">
        <Form<InviteValues> record={defaults} resolver={valibotResolver(InterviewInviteSchema)} onSubmit={submit}>
          <DialogTitle id="interview-invite-title">{translate("app.interviews.invite_title")}</DialogTitle>
          <DialogContent>
            <DialogContentText variant="body2" sx={{ mb: 2 }}>
              {translate("app.interviews.invite_help")}
            </DialogContentText>
            <DateTimeInput source="startsAt" label={label("startsAt")} {...beijingDateTime} fullWidth />
            <TextInput source="place" label={label("place")} helperText="app.interviews.where_help" fullWidth />
            <TextInput source="onlineUrl" label={label("onlineUrl")} helperText="app.interviews.url_help" fullWidth />
            <Stack direction={{ xs: "column", sm: "row" }} spacing={{ xs: 0, sm: 2 }}>
              <TextInput source="contactName" label={label("contactName")} fullWidth />
              <TextInput source="contactPhone" label={label("contactPhone")} type="tel" fullWidth />
            </Stack>
            <TextInput source="note" label={label("note")} multiline minRows={2} fullWidth />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <Button label="app.interviews.send" type="submit" variant="contained" disabled={send.isPending} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
