import { Box, Chip, Grid, Paper, Stack, Typography } from "@mui/material";
import {
  ChipField,
  DeleteButton,
  EditButton,
  Labeled,
  NumberField,
  ReferenceArrayField,
  Show,
  SingleFieldList,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from "react-admin";
import type { ExamQuestionRow } from "@/api/contract/exam-questions-admin";
import { TimeField } from "../../components/time-field";
import { DifficultyField, StateField, TagsField } from "./question-fields";
import { AnswerKey, QuestionPreview } from "./question-preview";
import { RetireButton } from "./retire-button";

function Actions() {
  return (
    <TopToolbar>
      <EditButton />
      <RetireButton />
      <DeleteButton mutationMode="pessimistic" />
    </TopToolbar>
  );
}

/** Where the question stands and whom it serves. */
function Details() {
  const translate = useTranslate();
  const q = useRecordContext<ExamQuestionRow>();
  if (!q) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={translate("app.question_bank.details")}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {translate("app.question_bank.details")}
      </Typography>
      <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
        <Labeled label="resources.exam-questions.fields.state">
          <StateField />
        </Labeled>
        <Labeled label="resources.exam-questions.fields.difficulty">
          <DifficultyField />
        </Labeled>
        <Labeled label="resources.exam-questions.fields.tags">
          <TagsField />
        </Labeled>
        <Labeled label="resources.exam-questions.fields.examIds">
          <ReferenceArrayField source="examIds" reference="exams">
            <SingleFieldList linkType={false}>
              <ChipField source="name" size="small" />
            </SingleFieldList>
          </ReferenceArrayField>
        </Labeled>
        <Labeled label="resources.exam-questions.fields.courseIds">
          <ReferenceArrayField source="courseIds" reference="courses">
            <SingleFieldList linkType={false}>
              <ChipField source="title" size="small" />
            </SingleFieldList>
          </ReferenceArrayField>
        </Labeled>
        <Labeled label="resources.exam-questions.fields.usedCount">
          <NumberField source="usedCount" />
        </Labeled>
        <Labeled label="resources.exam-questions.fields.imported">
          <Box>
            <Chip
              size="small"
              variant="outlined"
              label={translate(q.imported ? "app.question_bank.imported" : "app.question_bank.manual")}
            />
          </Box>
        </Labeled>
        <Labeled label="resources.exam-questions.fields.createdAt">
          <TimeField source="createdAt" />
        </Labeled>
        <Labeled label="resources.exam-questions.fields.updatedAt">
          <TimeField source="updatedAt" />
        </Labeled>
        {q.usedCount > 0 && (
          <Typography variant="caption" color="text.secondary">
            {translate("app.question_bank.delete_help")}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}

function Body() {
  const translate = useTranslate();
  const q = useRecordContext<ExamQuestionRow>();
  if (!q) return null;
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={2}>
          <Typography variant="subtitle2">{translate("app.question_bank.preview")}</Typography>
          <QuestionPreview q={q} />
          <AnswerKey q={q} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Details />
      </Grid>
    </Grid>
  );
}

/** One question: 预览 as the candidate sees it, the answer and 解析 apart, and 停用 / 启用, 编辑, 删除 (refused once used). */
export function QuestionShow() {
  return (
    <Show actions={<Actions />}>
      <Body />
    </Show>
  );
}
