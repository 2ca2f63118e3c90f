import {
  ArrayField,
  BooleanField,
  Datagrid,
  NumberField,
  ReferenceArrayField,
  ReferenceField,
  Show,
  TabbedShowLayout,
  TextField,
} from "react-admin";
import { ColumnTypeField } from "../../components/column-type-input";
import { editActions } from "../../components/edit-actions";
import { StudyMinutesField } from "../../components/study-minutes-field";
import { TimeField } from "../../components/time-field";
import { CourseChapters } from "./course-chapters";
import { CourseQuizzes } from "./course-quizzes";

export function CourseShow() {
  return (
    <Show actions={editActions}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="app.courses.tab_basic">
          <TextField source="id" />
          <TextField source="strId" />
          <TextField source="title" />
          <ReferenceField source="categoryId" reference="training-categories" link={false} emptyText="—" />
          <ReferenceArrayField source="industryIds" reference="training-industries" />
          <ReferenceArrayField source="tagIds" reference="learning-tags" />
          <TextField source="cover" emptyText="—" />
          <TextField source="summary" emptyText="—" sx={{ whiteSpace: "pre-wrap" }} />
          <ColumnTypeField />
          <NumberField source="specialColumnId" />
          <BooleanField source="isHot" />
          <BooleanField source="published" />
          <BooleanField source="completionCertificate" />
          <TimeField source="createdAt" />
          <ArrayField source="lecturers">
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>—</span>}>
              <TextField source="name" />
              <TextField source="title" />
            </Datagrid>
          </ArrayField>
          <NumberField source="learners" />
          <NumberField source="finished" />
          <StudyMinutesField source="avgStudySeconds" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.courses.tab_chapters">
          <CourseChapters />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.courses.tab_quizzes">
          <CourseQuizzes />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
