import { valibotResolver } from "@hookform/resolvers/valibot";
import { Box } from "@mui/material";
import { BooleanInput, Create, Edit, NumberInput, SimpleForm, TextInput } from "react-admin";
import { ExamFormSchema } from "@/api/contract/exams-admin";
import { ADMIN_FILE_ACCEPT } from "@/api/contract/files-admin";
import { FileUploadButton } from "../../components/file-upload-button";
import { PaperFigureInputs, PaperRulesInputs } from "./paper-rules-inputs";

const defaults = {
  fee: 0,
  isVideo: false,
  cnt: 0,
  monthlyLimit: 0,
  subjectNum: 50,
  zongFen: 100,
  passScore: 60,
  duration: 60,
  certValidMonths: null,
  published: true,
  sort: 0,
  paperRules: null,
  leaveLimit: 3,
  allowReview: true,
};

/** An exam: what the lists, the info pop-up and registration show, and the rules registration applies. */
function ExamForm() {
  return (
    <SimpleForm resolver={valibotResolver(ExamFormSchema)} defaultValues={defaults} warnWhenUnsavedChanges>
      <TextInput source="name" fullWidth />
      <TextInput source="series" helperText="app.exams.series_help" />
      <TextInput source="kaoShiId" helperText="app.exams.kao_shi_id_help" />
      <TextInput source="cover" fullWidth helperText="app.exams.link_help" />
      <TextInput source="intro" fullWidth multiline minRows={2} />
      <NumberInput source="fee" min={0} step={0.01} helperText="app.exams.fee_help" />
      <BooleanInput source="isVideo" helperText="app.exams.video_help" />
      <NumberInput source="cnt" min={0} helperText="app.exams.cnt_help" />
      <NumberInput source="monthlyLimit" min={0} helperText="app.exams.monthly_help" />
      <PaperFigureInputs />
      <NumberInput source="passScore" min={0} />
      <NumberInput source="duration" min={1} helperText="app.exams.duration_help" />
      <PaperRulesInputs />
      <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1, width: "100%" }}>
        <TextInput source="outlineUrl" helperText="app.exams.outline_help" sx={{ flex: 1 }} />
        <FileUploadButton
          source="outlineUrl"
          accept={ADMIN_FILE_ACCEPT}
          label="app.exams.outline_upload"
          uploaded="app.exams.outline_uploaded"
        />
      </Box>
      <TextInput source="discipline" fullWidth multiline minRows={4} />
      <NumberInput source="certValidMonths" min={1} helperText="app.exams.valid_help" />
      <BooleanInput source="published" />
      <NumberInput source="sort" min={0} helperText="app.exams.sort_help" />
    </SimpleForm>
  );
}

export function ExamCreate() {
  return (
    <Create redirect="list">
      <ExamForm />
    </Create>
  );
}

export function ExamEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <ExamForm />
    </Edit>
  );
}
