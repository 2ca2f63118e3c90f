import { AutocompleteInput, Datagrid, List, NumberField, ReferenceField, ReferenceInput, SimpleList, TextField } from "react-admin";
import type { CourseQuizRow } from "@/api/contract/course-quizzes-admin";
import { SearchFilter } from "../../components/search-filter";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { MaxAttemptsField, PassRateField, PassScoreField, QuizPlaceField } from "./quiz-fields";

const filters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <ReferenceInput key="courseId" source="courseId" reference="courses" alwaysOn>
    <AutocompleteInput optionText="title" sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];

/** 课程测验 of every course, the last edited first, with how often they were taken and passed. */
export function QuizList() {
  const small = useSmallScreen();
  return (
    <List filters={filters} sort={{ field: "updatedAt", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<CourseQuizRow>
          primaryText={(r) => r.title}
          secondaryText={(r) => `${r.subjectNum} 题 · 及格 ${r.passScore}/${r.zongFen} · 作答 ${r.attempts} 次`}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} sx={{ "& .RaDatagrid-headerCell": { whiteSpace: "nowrap" } }}>
          <TextField source="id" />
          <TextField source="title" />
          <ReferenceField source="courseId" reference="courses" link="show" sortable={false} />
          <QuizPlaceField source="chapterId" label="resources.course-quizzes.fields.chapterId" sortable={false} />
          <NumberField source="subjectNum" sortable={false} />
          <PassScoreField source="passScore" label="resources.course-quizzes.fields.passScore" sortable={false} />
          <MaxAttemptsField source="maxAttempts" label="resources.course-quizzes.fields.maxAttempts" sortable={false} />
          <NumberField source="attempts" sortable={false} />
          <NumberField source="learners" sortable={false} />
          <PassRateField source="passRate" label="resources.course-quizzes.fields.passRate" sortable={false} />
          <TimeField source="updatedAt" />
        </Datagrid>
      )}
    </List>
  );
}
