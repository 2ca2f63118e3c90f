import { Stack } from "@mui/material";
import {
  Datagrid,
  EditButton,
  FunctionField,
  NumberField,
  ReferenceField,
  ReferenceManyField,
  TextField,
  useRecordContext,
  useTranslate,
} from "react-admin";
import type { CourseRow } from "@/api/contract/course-admin";
import type { CourseQuizRow } from "@/api/contract/course-quizzes-admin";
import { AddChildButton } from "../../components/add-child-button";

/** The quiz's chapter, or 结业测验. */
function PlaceField(_: { source?: string; label?: string }) {
  const quiz = useRecordContext<CourseQuizRow>();
  const translate = useTranslate();
  if (!quiz) return null;
  if (quiz.chapterId === null) return <span>{translate("app.course_quizzes.final")}</span>;
  return <ReferenceField source="chapterId" reference="course-chapters" link={false} />;
}

/** The course's quizzes (each chapter's and its 结业测验) with how often they were taken and passed; added from here. */
export function CourseQuizzes() {
  const course = useRecordContext<CourseRow>();
  if (!course) return null;
  return (
    <Stack sx={{ alignItems: "flex-start", width: "100%" }}>
      <ReferenceManyField reference="course-quizzes" target="courseId" sort={{ field: "createdAt", order: "ASC" }} perPage={200}>
        <Datagrid bulkActionButtons={false} rowClick="edit" empty={<span>—</span>} sx={{ width: "100%" }}>
          <TextField source="title" />
          <PlaceField source="chapterId" label="resources.course-quizzes.fields.chapterId" />
          <NumberField source="subjectNum" />
          <FunctionField<CourseQuizRow> source="passScore" render={(q) => `${q.passScore} / ${q.zongFen}`} />
          <NumberField source="attempts" />
          <FunctionField<CourseQuizRow> source="passRate" render={(q) => (q.passRate === null ? "—" : `${q.passRate}%`)} />
          <EditButton />
        </Datagrid>
      </ReferenceManyField>
      <AddChildButton resource="course-quizzes" values={{ courseId: course.id }} label="app.courses.add_quiz" />
    </Stack>
  );
}
