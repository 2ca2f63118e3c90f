import { valibotResolver } from "@hookform/resolvers/valibot";
import { Create, DeleteButton, Edit, NumberInput, ReferenceField, SaveButton, SimpleForm, TextInput, Toolbar } from "react-admin";
import { CourseChapterSchema } from "@/api/contract/course-admin";
import { toCourse } from "../../components/to-course";

const editToolbar = (
  <Toolbar sx={{ justifyContent: "space-between" }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" redirect={toCourse} />
  </Toolbar>
);

/** A chapter's title and place; its course is fixed (the lessons' progress is filed under it). */
function ChapterForm({ toolbar }: { toolbar?: React.ReactElement }) {
  return (
    <SimpleForm resolver={valibotResolver(CourseChapterSchema)} defaultValues={{ sort: 0 }} warnWhenUnsavedChanges toolbar={toolbar}>
      <ReferenceField source="courseId" reference="courses" link="show" />
      <TextInput source="title" fullWidth />
      <NumberInput source="sort" helperText="app.trainings.sort_help" />
    </SimpleForm>
  );
}

export function ChapterCreate() {
  return (
    <Create redirect={toCourse}>
      <ChapterForm />
    </Create>
  );
}

export function ChapterEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={toCourse}>
      <ChapterForm toolbar={editToolbar} />
    </Edit>
  );
}
