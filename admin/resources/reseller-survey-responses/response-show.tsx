import { Link, Stack } from "@mui/material";
import { DateField, Labeled, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from "react-admin";
import type { SurveyResponseRow } from "@/api/contract/reseller-survey-admin";
import { AnswerTable } from "../../components/answer-table";
import { MobileField } from "../../components/mobile-field";

/** The answers in the questionnaire's order; an uploaded picture opens in a new tab (operators may read it). */
function Answers() {
  const translate = useTranslate();
  const r = useRecordContext<SurveyResponseRow>();
  if (!r) return null;
  const files = r.lines.filter((l) => l.file);
  return (
    <Stack spacing={2} sx={{ width: "100%" }}>
      <AnswerTable rows={r.lines.map((l) => [l.question, l.file ? translate("app.reseller_survey.file_below") : l.answer])} />
      {files.map((l) => (
        <Link key={l.file} href={l.file} target="_blank" rel="noreferrer">
          {l.question}
          <img src={l.file} alt={l.question} style={{ display: "block", maxWidth: 240, marginTop: 8, borderRadius: 4 }} />
        </Link>
      ))}
    </Stack>
  );
}

export function SurveyResponseShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="chineseName" emptyText="—" />
        <MobileField source="mobile" />
        <TextField source="resellerName" emptyText="—" />
        <DateField source="updatedAt" showTime />
        <Labeled label="app.reseller_survey.answers" fullWidth>
          <Answers />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
