import SendIcon from "@mui/icons-material/Send";
import { Box, Button, TextField, Typography } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import * as v from "valibot";
import { MESSAGE_MAX, type Message, MessageBodySchema } from "@/api/contract/zhaopin-messages";
import { ApiError, callApi } from "../../providers/http";

type Props = {
  applicationId: number;
  /** Only the company's HR writes: an operator sees the box, shut. */
  canWrite: boolean;
  onSent: () => void;
};

/**
 * 消息内容 with its x/500 count, and 发送: checked with the api's own schema first; a refusal about the text shows
 * under it, any other (too many in a row, too fast) as a toast. What was typed stays until it is sent.
 */
export function MessageComposer({ applicationId, canWrite, onSent }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [body, setBody] = useState("");
  const [error, setError] = useState("");
  const send = useMutation({
    mutationFn: (text: string) => callApi<Message>("POST", `/applications/${applicationId}/messages`, { body: text }),
    onSuccess: () => {
      setBody("");
      onSent();
    },
    onError: (err: Error) =>
      err instanceof ApiError && err.field === "body" ? setError(err.message) : notify(err.message, { type: "error" }),
  });
  const submit = () => {
    const checked = v.safeParse(MessageBodySchema, body);
    if (!checked.success) return setError(checked.issues[0].message);
    send.mutate(checked.output);
  };
  const over = body.length > MESSAGE_MAX;
  return (
    <Box sx={{ display: "flex", flexDirection: { xs: "column", sm: "row" }, gap: 1, alignItems: { sm: "flex-start" } }}>
      <TextField
        name="message"
        label={translate("app.messages.body")}
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          setError("");
        }}
        disabled={!canWrite}
        error={!!error}
        // An operator's shut box says why, in a colour that stays readable (a disabled helper's grey does not).
        helperText={
          <Box
            component="span"
            sx={{ display: "flex", justifyContent: "space-between", gap: 1, color: canWrite ? undefined : "text.secondary" }}
          >
            <span>{error || (canWrite ? "" : translate("app.messages.hr_only"))}</span>
            {canWrite && (
              <Typography component="span" variant="caption" color={over ? "error" : "text.secondary"} sx={{ flexShrink: 0 }}>
                {body.length}/{MESSAGE_MAX}
              </Typography>
            )}
          </Box>
        }
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        size="small"
      />
      <Button
        onClick={submit}
        disabled={!canWrite || send.isPending}
        variant="contained"
        startIcon={<SendIcon />}
        sx={{ whiteSpace: "nowrap", flexShrink: 0, mt: { sm: 0.5 } }}
      >
        {translate("app.messages.send")}
      </Button>
    </Box>
  );
}
