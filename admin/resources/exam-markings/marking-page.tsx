import { Box, Button, Card, CardContent, Chip, Divider, Skeleton, TextField, Typography } from "@mui/material";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Title, useNotify, useTranslate } from "react-admin";
import { MARKING_MSG, type MarkAnswered, type MarkingItem, type MarkingQueue } from "@/api/contract/online-exam-admin";
import { ApiError, callApi } from "../../providers/http";

const QUEUE_KEY = ["exam-markings", "next"] as const;

function Block({ label, children }: { label: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" color="text.secondary" component="h3" gutterBottom>
        {translate(label)}
      </Typography>
      {children}
    </Box>
  );
}

const prose = { whiteSpace: "pre-wrap", wordBreak: "break-word" } as const;

/** The marker's score (0..points) and comment for one answer; 提交 sends it, 跳过 leaves it for later. */
function MarkForm({ item, onDone, onSkip }: { item: MarkingItem; onDone: () => void; onSkip: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [score, setScore] = useState("");
  const [comment, setComment] = useState("");
  const [error, setError] = useState("");
  const mark = useMutation({
    mutationFn: (body: object) => callApi<MarkAnswered>("POST", "/exam-markings/mark", body),
    onSuccess: (answer) => {
      if (answer.finished && answer.score !== null) {
        notify("app.exam_markings.finished", { type: "success", messageArgs: { score: answer.score } });
      } else notify("app.exam_markings.marked", { type: "success" });
      onDone();
    },
    onError: (err: Error) => {
      if (err instanceof ApiError && err.field === "score") return setError(err.message);
      notify(err.message, { type: "error" });
      // Taken by another marker (or gone): move on to what waits now.
      if (err instanceof ApiError && (err.status === 409 || err.status === 404)) onDone();
    },
  });
  const submit = () => {
    const n = Number(score);
    if (score.trim() === "" || !Number.isInteger(n) || n < 0 || n > item.points) return setError(MARKING_MSG.score(item.points));
    mark.mutate({ attemptId: item.attemptId, questionId: item.questionId, score: n, comment });
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{ display: "grid", gap: 2, maxWidth: 640 }}
    >
      <TextField
        name="score"
        label={translate("app.exam_markings.score", { points: item.points })}
        type="number"
        value={score}
        onChange={(e) => {
          setScore(e.target.value);
          setError("");
        }}
        error={!!error}
        helperText={error || translate("app.exam_markings.score_help", { points: item.points })}
        slotProps={{ htmlInput: { min: 0, max: item.points, step: 1 } }}
        sx={{ maxWidth: 240 }}
        autoFocus
      />
      <TextField
        name="comment"
        label={translate("app.exam_markings.comment")}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <Box sx={{ display: "flex", gap: 1 }}>
        <Button type="submit" variant="contained" disabled={mark.isPending}>
          {translate("app.exam_markings.submit")}
        </Button>
        <Button onClick={onSkip} disabled={mark.isPending}>
          {translate("app.exam_markings.skip")}
        </Button>
      </Box>
    </Box>
  );
}

/** One waiting answer as a blind marker sees it: the exam, the question, the reference answer, the points, the text. */
function AnswerCard({ item }: { item: MarkingItem }) {
  const translate = useTranslate();
  return (
    <>
      <Block label="app.exam_markings.exam">
        <Typography>{item.examName}</Typography>
      </Block>
      <Block label="app.exam_markings.stem">
        <Typography sx={prose}>{item.stem}</Typography>
        {item.image && <Box component="img" src={item.image} alt="" sx={{ maxWidth: 480, width: "100%", mt: 1 }} />}
      </Block>
      <Block label="app.exam_markings.reference">
        <Typography sx={prose}>{item.referenceAnswer || "—"}</Typography>
      </Block>
      <Block label="app.exam_markings.points">
        <Typography>{translate("app.exam_markings.points_value", { points: item.points })}</Typography>
      </Block>
      <Block label="app.exam_markings.answer">
        <Box sx={{ p: 1.5, bgcolor: "action.hover", borderRadius: 1 }}>
          <Typography sx={prose}>{item.answer || translate("app.exam_markings.no_answer")}</Typography>
        </Box>
      </Block>
    </>
  );
}

/** 阅卷: one short answer at a time, 待阅卷 N above it; after 提交 the next one. */
export function MarkingPage() {
  const translate = useTranslate();
  const [skip, setSkip] = useState(0);
  const queue = useQuery({
    queryKey: [...QUEUE_KEY, skip],
    queryFn: () => callApi<MarkingQueue>("GET", `/exam-markings/next?skip=${skip}`),
    // What waits changes as other markers work.
    refetchOnWindowFocus: true,
  });
  const data = queue.data;
  // Skipped past the end: start from the first again.
  if (data && !data.item && skip > 0 && data.pending > 0) setSkip(0);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate("resources.exam-markings.name")} />
      <Card>
        <CardContent>
          <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 2 }}>
            <Typography variant="h6" component="h2">
              {translate("resources.exam-markings.name")}
            </Typography>
            {data && (
              <Chip color={data.pending ? "warning" : "default"} label={translate("app.exam_markings.pending", { count: data.pending })} />
            )}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate("app.exam_markings.blind_help")}
          </Typography>
          <Divider sx={{ mb: 2 }} />
          {queue.isPending && <Skeleton variant="rectangular" height={240} />}
          {queue.isError && <Typography color="error">{(queue.error as Error).message}</Typography>}
          {data && !data.item && <Typography>{translate("app.exam_markings.empty")}</Typography>}
          {data?.item && (
            <div key={`${data.item.attemptId}-${data.item.questionId}`}>
              <AnswerCard item={data.item} />
              <MarkForm item={data.item} onDone={() => void queue.refetch()} onSkip={() => setSkip((n) => n + 1)} />
            </div>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
