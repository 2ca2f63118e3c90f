import { valibotResolver } from "@hookform/resolvers/valibot";
import {
  AutocompleteInput,
  Create,
  DeleteButton,
  Edit,
  NumberInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
} from "react-admin";
import { type CourseLessonRow, CourseLessonSchema, LESSON_KIND_LABELS } from "@/api/contract/course-admin";
import { textChoicesOf } from "../../components/choices";
import { toCourse } from "../../components/to-course";
import { LessonUpload } from "./lesson-upload";

const editToolbar = (
  <Toolbar sx={{ justifyContent: "space-between" }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" redirect={toCourse} />
  </Toolbar>
);

/** The chapters of the lesson's own course: a lesson moves between them, never to another course. */
function ChapterInput() {
  const lesson = useRecordContext<CourseLessonRow>();
  return (
    <ReferenceInput
      source="chapterId"
      reference="course-chapters"
      filter={{ courseId: lesson?.courseId }}
      sort={{ field: "sort", order: "ASC" }}
    >
      <AutocompleteInput optionText="title" sx={{ minWidth: 260 }} />
    </ReferenceInput>
  );
}

function LessonForm({ toolbar }: { toolbar?: React.ReactElement }) {
  return (
    <SimpleForm
      resolver={valibotResolver(CourseLessonSchema)}
      defaultValues={{ kind: "video", sort: 0 }}
      warnWhenUnsavedChanges
      toolbar={toolbar}
    >
      <ChapterInput />
      <TextInput source="title" fullWidth />
      <SelectInput source="kind" choices={textChoicesOf(LESSON_KIND_LABELS)} />
      <TextInput source="url" fullWidth helperText="app.lessons.url_help" />
      <LessonUpload />
      <NumberInput source="duration" />
      <NumberInput source="sort" helperText="app.trainings.sort_help" />
    </SimpleForm>
  );
}

export function LessonCreate() {
  return (
    <Create redirect={toCourse}>
      <LessonForm />
    </Create>
  );
}

export function LessonEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={toCourse}>
      <LessonForm toolbar={editToolbar} />
    </Edit>
  );
}
