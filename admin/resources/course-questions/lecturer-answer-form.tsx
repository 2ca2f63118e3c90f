import { Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { Button, useCreate, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin";
import * as v from "valibot";
import type { CourseQuestionRow } from "@/api/contract/lesson-talk-admin";
import { LecturerAnswerSchema } from "@/api/contract/lesson-talk-admin";

/** 以讲师身份回答: the answer shows as 讲师回答 on the study page; checked with the api's own schema before sending. */
export function LecturerAnswerForm() {
  const record = useRecordContext<CourseQuestionRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create, { isPending }] = useCreate();
  const [content, setContent] = useState("");
  const [error, setError] = useState("");
  if (!record) return null;
  const submit = () => {
    const checked = v.safeParse(LecturerAnswerSchema, { questionId: record.id, content });
    if (!checked.success) return setError(checked.issues[0].message);
    void create(
      "course-answers",
      { data: checked.output },
      {
        onSuccess: () => {
          setContent("");
          notify("app.lesson_talk.answered_done", { type: "success" });
          refresh();
        },
        onError: (err) => notify((err as Error).message, { type: "error" }),
      },
    );
  };
  return (
    <Stack spacing={1} sx={{ maxWidth: 720 }}>
      <Typography variant="subtitle1" component="h3">
        {translate("app.lesson_talk.answer_as_lecturer")}
      </Typography>
      <TextField
        name="content"
        label={translate("resources.course-answers.fields.content")}
        value={content}
        onChange={(e) => {
          setContent(e.target.value);
          setError("");
        }}
        error={!!error}
        helperText={error || translate("app.lesson_talk.answer_help")}
        multiline
        minRows={3}
        fullWidth
      />
      <div>
        <Button label="app.lesson_talk.answer_send" onClick={submit} disabled={isPending} variant="contained" />
      </div>
    </Stack>
  );
}
