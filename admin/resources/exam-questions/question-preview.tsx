import { Box, Checkbox, FormControlLabel, Paper, Radio, Stack, TextField, Typography } from "@mui/material";
import { Fragment, useState } from "react";
import { useTranslate } from "react-admin";
import type { ExamQuestionRow } from "@/api/contract/exam-questions-admin";
import { JUDGE_OPTIONS } from "@/api/contract/online-exam";
import { TypeChip } from "./question-fields";

/** A run of three or more underscores (or a full-width one) marks a blank in a fill-in stem. */
const BLANK_MARK = /_{3,}|＿{2,}/;

/** The stem with the candidate's blank inputs where its ____ are, or below it when the marks do not match the blanks. */
function FillStem({ stem, blanks }: { stem: string; blanks: number }) {
  const translate = useTranslate();
  const parts = stem.split(BLANK_MARK);
  const input = (n: number) => (
    <TextField
      size="small"
      variant="standard"
      sx={{ width: 140, mx: 0.5, verticalAlign: "baseline" }}
      slotProps={{ htmlInput: { "aria-label": translate("app.question_bank.blank", { n }) } }}
    />
  );
  if (parts.length - 1 === blanks) {
    return (
      <Typography component="div" sx={{ whiteSpace: "pre-wrap", lineHeight: 2.2 }}>
        {parts.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the stem's pieces in order
          <Fragment key={i}>
            {p}
            {i < blanks && input(i + 1)}
          </Fragment>
        ))}
      </Typography>
    );
  }
  return (
    <>
      <Typography sx={{ whiteSpace: "pre-wrap" }}>{stem}</Typography>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {Array.from({ length: blanks }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blanks are places
          <Box key={i}>
            {translate("app.question_bank.blank", { n: i + 1 })}
            {input(i + 1)}
          </Box>
        ))}
      </Stack>
    </>
  );
}

/** Options as the candidate picks them: a radio per option (single, true/false) or a checkbox (multiple). */
function ChoiceOptions({ q }: { q: ExamQuestionRow }) {
  const [picked, setPicked] = useState<string[]>([]);
  const options = q.type === "judge" ? JUDGE_OPTIONS : q.options;
  const multiple = q.type === "multiple";
  return (
    <Stack spacing={0.5} sx={{ mt: 1.5 }} role={multiple ? "group" : "radiogroup"}>
      {options.map((o) => {
        const on = picked.includes(o.id);
        const toggle = () => setPicked(multiple ? (on ? picked.filter((p) => p !== o.id) : [...picked, o.id]) : [o.id]);
        return (
          <FormControlLabel
            key={o.id}
            sx={{
              mx: 0,
              px: 1,
              borderRadius: 1,
              border: 1,
              borderColor: on ? "primary.main" : "divider",
              bgcolor: on ? "action.selected" : "transparent",
            }}
            control={multiple ? <Checkbox checked={on} onChange={toggle} /> : <Radio checked={on} onChange={toggle} />}
            label={q.type === "judge" ? o.text : `${o.id}. ${o.text}`}
          />
        );
      })}
    </Stack>
  );
}

/** 预览: the question drawn as the candidate sees it in the exam (answers can be tried here; nothing is saved). */
export function QuestionPreview({ q }: { q: ExamQuestionRow }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 3, bgcolor: "#fafbfc" }} aria-label={translate("app.question_bank.preview")} component="section">
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1.5 }}>
        <TypeChip type={q.type} />
      </Stack>
      {q.type === "fill" ? (
        <FillStem stem={q.stem} blanks={q.blankAnswers.length} />
      ) : (
        <Typography sx={{ whiteSpace: "pre-wrap" }}>{q.stem}</Typography>
      )}
      {q.image && (
        <Box component="img" src={q.image} alt="" sx={{ display: "block", mt: 1.5, maxWidth: "100%", maxHeight: 320, borderRadius: 1 }} />
      )}
      {(q.type === "single" || q.type === "multiple" || q.type === "judge") && <ChoiceOptions key={q.id} q={q} />}
      {q.type === "short" && (
        <TextField
          multiline
          minRows={5}
          fullWidth
          placeholder={translate("app.question_bank.your_answer")}
          sx={{ mt: 1.5, bgcolor: "background.paper" }}
        />
      )}
    </Paper>
  );
}

/** 答案与解析: what only the operator sees (the candidate sees it after the attempt, when the exam allows review). */
export function AnswerKey({ q }: { q: ExamQuestionRow }) {
  const translate = useTranslate();
  const options = q.type === "judge" ? JUDGE_OPTIONS : q.options;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, borderColor: "success.light" }}
      component="section"
      aria-label={translate("app.question_bank.answer_key")}
    >
      <Typography variant="subtitle2" color="success.main" sx={{ mb: 1 }}>
        {translate("app.question_bank.answer_key")}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(q.type === "short" ? "resources.exam-questions.fields.referenceAnswer" : "app.question_bank.right_answer")}
      </Typography>
      {q.type === "fill" ? (
        <Stack sx={{ mb: 1.5 }}>
          {q.blankAnswers.map((answers, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blanks are places
            <Typography key={i}>
              {translate("app.question_bank.blank", { n: i + 1 })}：{answers.join(" / ")}
            </Typography>
          ))}
        </Stack>
      ) : q.type === "short" ? (
        <Typography sx={{ whiteSpace: "pre-wrap", mb: 1.5 }}>{q.referenceAnswer}</Typography>
      ) : (
        <Stack sx={{ mb: 1.5 }}>
          {options
            .filter((o) => q.correctOptions.includes(o.id))
            .map((o) => (
              <Typography key={o.id} sx={{ fontWeight: 600 }}>
                {q.type === "judge" ? o.text : `${o.id}. ${o.text}`}
              </Typography>
            ))}
        </Stack>
      )}
      <Typography variant="body2" color="text.secondary">
        {translate("resources.exam-questions.fields.analysis")}
      </Typography>
      <Typography sx={{ whiteSpace: "pre-wrap" }}>{q.analysis || translate("app.question_bank.no_analysis")}</Typography>
    </Paper>
  );
}
