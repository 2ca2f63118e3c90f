import { Stack } from "@mui/material";
import { Datagrid, EditButton, NumberField, ReferenceManyField, SelectField, TextField, useRecordContext } from "react-admin";
import { type CourseChapterRow, type CourseRow, LESSON_KIND_LABELS } from "@/api/contract/course-admin";
import { AddChildButton } from "../../components/add-child-button";
import { textChoicesOf } from "../../components/choices";

/** A chapter's lessons, under its row, with 添加课时 (the chapter and course filled in). */
function ChapterLessons() {
  const chapter = useRecordContext<CourseChapterRow>();
  if (!chapter) return null;
  return (
    <Stack sx={{ alignItems: "flex-start" }}>
      <ReferenceManyField reference="course-lessons" target="chapterId" sort={{ field: "sort", order: "ASC" }} perPage={200}>
        <Datagrid rowClick="edit" bulkActionButtons={false} empty={<span>—</span>}>
          <NumberField source="sort" />
          <TextField source="title" />
          <SelectField source="kind" choices={textChoicesOf(LESSON_KIND_LABELS)} />
          <NumberField source="duration" />
        </Datagrid>
      </ReferenceManyField>
      <AddChildButton
        resource="course-lessons"
        values={{ chapterId: chapter.id, courseId: chapter.courseId }}
        label="app.courses.add_lesson"
      />
    </Stack>
  );
}

/** The course's chapters in order, each opening to its lessons; chapters and lessons are added and edited from here. */
export function CourseChapters() {
  const course = useRecordContext<CourseRow>();
  if (!course) return null;
  return (
    <Stack sx={{ alignItems: "flex-start", width: "100%" }}>
      <ReferenceManyField reference="course-chapters" target="courseId" sort={{ field: "sort", order: "ASC" }} perPage={200}>
        <Datagrid bulkActionButtons={false} rowClick="expand" expand={<ChapterLessons />} empty={<span>—</span>} sx={{ width: "100%" }}>
          <NumberField source="sort" />
          <TextField source="title" />
          <EditButton />
        </Datagrid>
      </ReferenceManyField>
      <AddChildButton resource="course-chapters" values={{ courseId: course.id }} label="app.courses.add_chapter" />
    </Stack>
  );
}
