import CancelIcon from "@mui/icons-material/EventBusy";
import { Box, Chip, type ChipProps, Divider, Link, Stack, Typography } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useNotify, useRefresh, useTranslate } from "react-admin";
import { InterviewCancelSchema, type InterviewRow, type InterviewStatus } from "@/api/contract/zhaopin-interviews";
import { callApi } from "../../providers/http";
import { chinaShortDateTime } from "../china-time";
import { ReasonDialogButton } from "../reason-dialog-button";
import { type InterviewTarget, isOpenInterview, useInterviews } from "./use-interviews";

/** The chip of each state; orange carries dark text, since white on it is 3.1:1 (axe asks 4.5:1). */
const TONE: Record<InterviewStatus, Pick<ChipProps, "color" | "sx">> = {
  pending: { color: "warning", sx: { color: "common.black" } },
  accepted: { color: "success" },
  declined: { color: "default" },
  cancelled: { color: "default" },
  reschedule: { color: "primary" },
};

/** 取消面试 with the reason the candidate reads in the letter and the SMS. */
function CancelButton({ row }: { row: InterviewRow }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const cancel = useMutation({
    mutationFn: (input: { reason: string }) => callApi<InterviewRow>("POST", `/interviews/${row.id}/cancel`, input),
    onSuccess: () => {
      notify("app.interviews.cancelled", { type: "success" });
      refresh();
    },
    onError: (err: Error) => notify(err.message, { type: "error" }),
  });
  return (
    <ReasonDialogButton
      label="app.interviews.cancel"
      icon={<CancelIcon />}
      title="app.interviews.cancel_title"
      help="app.interviews.cancel_help"
      fieldLabel="resources.interviews.fields.reason"
      schema={InterviewCancelSchema}
      pending={cancel.isPending}
      onSubmit={(input, close) => cancel.mutate(input, { onSuccess: close })}
    />
  );
}

/** One invitation: its state, when and where, whom to call, and what the candidate answered or why it ended. */
function InterviewItem({ row, canCancel }: { row: InterviewRow; canCancel: boolean }) {
  const translate = useTranslate();
  const line = { variant: "body2", sx: { overflowWrap: "anywhere", whiteSpace: "pre-wrap" } } as const;
  const cancelled = row.cancelledBy === "candidate" ? "app.interviews.cancelled_by_candidate" : "app.interviews.cancelled_by_company";
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: "flex-start" }} data-interview={row.id}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
          <Chip size="small" {...TONE[row.status]} label={row.statusText} />
          <Typography sx={{ fontWeight: 600 }}>{chinaShortDateTime(row.startsAt)}</Typography>
          {row.positionTitle && (
            <Typography variant="body2" color="text.secondary">
              {row.positionTitle}
            </Typography>
          )}
        </Stack>
        {row.place && <Typography {...line}>{row.place}</Typography>}
        {row.onlineUrl && (
          <Typography {...line}>
            {/^https?:\/\//i.test(row.onlineUrl) ? (
              <Link href={row.onlineUrl} target="_blank" rel="noopener noreferrer">
                {row.onlineUrl}
              </Link>
            ) : (
              row.onlineUrl
            )}
          </Typography>
        )}
        <Typography {...line}>{translate("app.interviews.contact", { name: row.contactName, phone: row.contactPhone })}</Typography>
        {row.note && (
          <Typography {...line} color="text.secondary">
            {row.note}
          </Typography>
        )}
        {row.status === "reschedule" && row.proposedAt && (
          <Typography {...line} color="info.main">
            {translate("app.interviews.proposed", { time: chinaShortDateTime(row.proposedAt) })}
          </Typography>
        )}
        {row.replyNote && <Typography {...line}>{translate("app.interviews.reply_note", { note: row.replyNote })}</Typography>}
        {row.status === "cancelled" && <Typography {...line}>{translate(cancelled, { reason: row.cancelReason || "—" })}</Typography>}
        <Typography variant="caption" color="text.secondary">
          {translate("app.interviews.sent_at", { time: chinaShortDateTime(row.createdAt) })}
        </Typography>
      </Box>
      {canCancel && isOpenInterview(row) && <CancelButton row={row} />}
    </Stack>
  );
}

/** The invitations sent to one application or talent, newest first (a list that reads on a phone too); `action` beside its title. */
export function InterviewList({ target, canCancel, action }: { target: InterviewTarget; canCancel: boolean; action?: ReactNode }) {
  const translate = useTranslate();
  const { data, error, isPending, hasOpen } = useInterviews(target);
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {translate("app.interviews.list")}
        </Typography>
        {action}
      </Stack>
      {isPending ? null : error ? (
        <Typography color="error">{(error as Error).message}</Typography>
      ) : !data?.length ? (
        <Typography color="text.secondary">{translate("app.interviews.none")}</Typography>
      ) : (
        <>
          {canCancel && hasOpen && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate("app.interviews.open_hint")}
            </Typography>
          )}
          <Stack spacing={1.5} divider={<Divider flexItem />}>
            {data.map((row) => (
              <InterviewItem key={row.id} row={row} canCancel={canCancel} />
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}
