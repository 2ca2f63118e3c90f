import FlagIcon from "@mui/icons-material/Flag";
import { Stack, Typography } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useNotify, useTranslate } from "react-admin";
import { HIDDEN_MESSAGE_TEXT, type Message, MessageReportSchema } from "@/api/contract/zhaopin-messages";
import { ReasonDialogButton } from "../../components/reason-dialog-button";
import { callApi } from "../../providers/http";

type Props = {
  message: Message;
  applicationId: number;
  /** HR reports the candidate's messages (an operator only reads). */
  canReport: boolean;
  onReported: () => void;
};

/** 举报 a candidate's message with a reason; operators then hide or dismiss it (消息举报). */
function ReportButton({ message, applicationId, onReported }: Omit<Props, "canReport">) {
  const notify = useNotify();
  const report = useMutation({
    mutationFn: (input: { reason: string }) =>
      callApi<Message>("POST", `/applications/${applicationId}/messages/${message.id}/report`, input),
    onSuccess: () => {
      notify("app.messages.reported", { type: "success" });
      onReported();
    },
    onError: (err: Error) => notify(err.message, { type: "error" }),
  });
  return (
    <ReasonDialogButton
      label="app.messages.report"
      icon={<FlagIcon />}
      title="app.messages.report_title"
      help="app.messages.report_help"
      fieldLabel="app.messages.report_reason"
      schema={MessageReportSchema}
      pending={report.isPending}
      onSubmit={(input, close) => report.mutate(input, { onSuccess: close })}
    />
  );
}

/**
 * One message: the company's on the right, the candidate's on the left, under who wrote it and when. The text as written (line
 * breaks kept, nothing made a link); a hidden one reads as the platform's notice, greyed.
 */
export function MessageBubble({ message: m, applicationId, canReport, onReported }: Props) {
  const translate = useTranslate();
  const ours = m.side === "company";
  const reportable = !ours && !m.hidden;
  return (
    <Stack component="li" data-message={m.id} sx={{ alignItems: ours ? "flex-end" : "flex-start" }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", minHeight: 30 }}>
        <Typography variant="caption" color="text.secondary">
          {translate(`app.messages.side.${m.side}`)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={`${m.createdAt.replace(" ", "T")}+08:00`}>
          {m.createdAt.slice(0, 16)}
        </Typography>
        {reportable && m.reported && (
          <Typography variant="caption" color="warning.dark">
            {translate("app.messages.reported_tag")}
          </Typography>
        )}
        {reportable && !m.reported && canReport && <ReportButton message={m} applicationId={applicationId} onReported={onReported} />}
      </Stack>
      <Typography
        variant="body2"
        sx={{
          maxWidth: { xs: "85%", sm: "70%" },
          px: 1.5,
          py: 1,
          borderRadius: 2,
          whiteSpace: "pre-wrap",
          overflowWrap: "anywhere",
          ...(m.hidden
            ? { bgcolor: "action.hover", color: "text.secondary", fontStyle: "italic" }
            : ours
              ? { bgcolor: "primary.main", color: "primary.contrastText" }
              : { bgcolor: "grey.100", color: "text.primary" }),
        }}
      >
        {m.hidden ? HIDDEN_MESSAGE_TEXT : m.body}
      </Typography>
    </Stack>
  );
}
