import { valibotResolver } from "@hookform/resolvers/valibot";
import { Box } from "@mui/material";
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  Create,
  Edit,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  TabbedForm,
  TextInput,
} from "react-admin";
import { CourseFormSchema } from "@/api/contract/course-admin";
import { tagLabel } from "@/api/contract/learning-admin";
import { ColumnTypeInput } from "../../components/column-type-input";
import { FileUploadButton, IMAGE_ACCEPT } from "../../components/file-upload-button";
import { LecturersInput } from "../../components/lecturers-input";
import { CourseChapters } from "./course-chapters";
import { CourseQuizzes } from "./course-quizzes";

/** New courses start published, not hot, in no column, without a 结业证书. */
const defaults = {
  published: true,
  isHot: false,
  completionCertificate: false,
  lecturers: [],
  industryIds: [],
  tagIds: [],
  columnType: 0,
  specialColumnId: 0,
};
const URL_HELP = "app.courses.url_help";
/** Choices fetched at once: a few dozen industries and tags; typing searches the api beyond them. */
const CHOICES = 200;

function CourseForm({ chapters }: { chapters: boolean }) {
  return (
    <TabbedForm resolver={valibotResolver(CourseFormSchema)} defaultValues={defaults} warnWhenUnsavedChanges>
      <TabbedForm.Tab label="app.courses.tab_basic">
        <TextInput source="title" fullWidth />
        <ReferenceInput source="categoryId" reference="training-categories" sort={{ field: "sort", order: "ASC" }}>
          <AutocompleteInput optionText="name" sx={{ minWidth: 260 }} />
        </ReferenceInput>
        <ReferenceArrayInput source="industryIds" reference="training-industries" sort={{ field: "sort", order: "ASC" }} perPage={CHOICES}>
          <AutocompleteArrayInput optionText="title" fullWidth helperText={false} />
        </ReferenceArrayInput>
        <ReferenceArrayInput source="tagIds" reference="learning-tags" sort={{ field: "kind", order: "ASC" }} perPage={CHOICES}>
          <AutocompleteArrayInput optionText={tagLabel} fullWidth helperText="app.trainings.catalogue_help" />
        </ReferenceArrayInput>
        <Box sx={{ display: "flex", gap: 2, width: "100%", alignItems: "flex-start" }}>
          <TextInput source="cover" fullWidth helperText={URL_HELP} />
          <FileUploadButton source="cover" accept={IMAGE_ACCEPT} label="app.courses.upload_cover" uploaded="app.courses.cover_uploaded" />
        </Box>
        <TextInput source="summary" multiline minRows={4} fullWidth />
        <ColumnTypeInput />
        <NumberInput source="specialColumnId" />
        <BooleanInput source="isHot" />
        <BooleanInput source="published" />
        <BooleanInput source="completionCertificate" helperText="app.courses.certificate_help" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="app.courses.tab_lecturers">
        <LecturersInput urlHelp={URL_HELP} />
      </TabbedForm.Tab>
      {/* Chapters and lessons are records of their own, saved as they are added; the course must exist first. */}
      {chapters && (
        <TabbedForm.Tab label="app.courses.tab_chapters">
          <CourseChapters />
        </TabbedForm.Tab>
      )}
      {chapters && (
        <TabbedForm.Tab label="app.courses.tab_quizzes">
          <CourseQuizzes />
        </TabbedForm.Tab>
      )}
    </TabbedForm>
  );
}

export function CourseCreate() {
  return (
    <Create redirect="edit">
      <CourseForm chapters={false} />
    </Create>
  );
}

export function CourseEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <CourseForm chapters />
    </Edit>
  );
}
