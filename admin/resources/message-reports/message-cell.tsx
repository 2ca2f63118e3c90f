import { Box, Link, Typography } from "@mui/material";
import { useCreatePath, useRecordContext, useTranslate } from "react-admin";
import { Link as RouterLink } from "react-router";
import type { MessageReportRow } from "@/api/contract/zhaopin-messages";
import { chinaShortDateTime } from "../../components/china-time";

/**
 * The reported message as written (even once hidden: the operator judges it), plain text, when it was sent, and
 * 查看对话: the application's page, where the whole conversation reads.
 */
export function MessageCell(_: { source: "body"; label?: string; sortable?: boolean }) {
  const record = useRecordContext<MessageReportRow>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Box sx={{ minWidth: 160, maxWidth: 320 }}>
      <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {record.body}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate("app.messages.sent_at", { time: chinaShortDateTime(record.createdAt) })}
      </Typography>
      <Link
        component={RouterLink}
        to={createPath({ resource: "applications", id: record.applicationId, type: "show" })}
        variant="caption"
        onClick={(e) => e.stopPropagation()}
      >
        {translate("app.messages.open")}
      </Link>
    </Box>
  );
}
