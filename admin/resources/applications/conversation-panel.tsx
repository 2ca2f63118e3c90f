import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from "@mui/material";
import { useCanAccess, useTranslate } from "react-admin";
import { MessageBubble } from "./message-bubble";
import { MessageComposer } from "./message-composer";
import { useConversation } from "./use-conversation";

/**
 * 沟通: the application's conversation with the candidate, read and written by the company's HR (an operator reads
 * only). The thread scrolls inside its box, opened at the newest message: its column runs bottom up, so what arrives
 * or is sent stays in view and older messages loaded above leave the view where it was.
 */
export function ConversationPanel({ applicationId }: { applicationId: number }) {
  const translate = useTranslate();
  const { canAccess: writes } = useCanAccess({ resource: "application-messages", action: "create" });
  const { query, head, messages, reload } = useConversation(applicationId);
  const canWrite = !!writes;
  return (
    <Card component="section" aria-labelledby="conversation-title">
      <CardContent>
        <Typography variant="subtitle1" component="h3" id="conversation-title" sx={{ fontWeight: 600 }}>
          {translate("app.messages.title")}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate("app.messages.help")}
        </Typography>
        {query.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : query.error ? (
          <Typography color="error">{query.error.message}</Typography>
        ) : (
          <>
            <Box
              role="log"
              aria-label={translate("app.messages.thread")}
              sx={{
                display: "flex",
                flexDirection: "column-reverse",
                maxHeight: 420,
                overflowY: "auto",
                mb: 2,
                p: 1,
                borderRadius: 1,
                border: 1,
                borderColor: "divider",
              }}
            >
              <Stack component="ol" spacing={1} sx={{ listStyle: "none", m: 0, p: 0 }}>
                {query.hasNextPage && (
                  <Box component="li" sx={{ textAlign: "center" }}>
                    <Button size="small" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                      {translate("app.messages.earlier")}
                    </Button>
                  </Box>
                )}
                {messages.map((m) => (
                  <MessageBubble key={m.id} message={m} applicationId={applicationId} canReport={canWrite} onReported={reload} />
                ))}
              </Stack>
              {!messages.length && (
                <Typography color="text.secondary" sx={{ textAlign: "center", py: 2 }}>
                  {translate("app.messages.none")}
                </Typography>
              )}
            </Box>
            {head?.closedReason ? (
              <Alert severity="info">{head.closedReason}</Alert>
            ) : (
              <MessageComposer applicationId={applicationId} canWrite={canWrite} onSent={reload} />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
