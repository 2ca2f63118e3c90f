import {
  AutocompleteInput,
  BooleanInput,
  Datagrid,
  List,
  NullableBooleanInput,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SimpleList,
  TextField,
} from "react-admin";
import type { CourseQuizAttemptRow } from "@/api/contract/course-quizzes-admin";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { OutcomeChip, PersonField, ScoreField, scoreText } from "./attempt-fields";

const filters = [
  <ReferenceInput key="courseId" source="courseId" reference="courses" alwaysOn>
    <AutocompleteInput optionText="title" sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <ReferenceInput key="quizId" source="quizId" reference="course-quizzes" alwaysOn>
    <AutocompleteInput optionText="title" sx={{ minWidth: 200 }} />
  </ReferenceInput>,
  <NullableBooleanInput key="passed" source="passed" alwaysOn />,
  <BooleanInput key="submitted" source="submitted" />,
  <NumberInput key="userId" source="userId" min={1} />,
];

/** 测验记录: every attempt at a course quiz, the newest first; the papers and answers stay with the learner. */
export function QuizAttemptList() {
  const small = useSmallScreen();
  return (
    <List filters={filters} sort={{ field: "startedAt", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<CourseQuizAttemptRow>
          primaryText={(r) => `${r.personName || "—"} · ${r.quizTitle}`}
          secondaryText={scoreText}
          tertiaryText={() => <OutcomeChip />}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} sx={{ "& .RaDatagrid-headerCell": { whiteSpace: "nowrap" } }}>
          <TextField source="id" />
          <PersonField source="personName" label="resources.course-quiz-attempts.fields.personName" sortable={false} />
          <TextField source="quizTitle" sortable={false} />
          <ReferenceField source="courseId" reference="courses" link="show" sortable={false} />
          <ScoreField source="score" label="resources.course-quiz-attempts.fields.score" />
          <OutcomeChip source="passed" label="resources.course-quiz-attempts.fields.passed" sortable={false} />
          <TimeField source="startedAt" />
          <TimeField source="submittedAt" emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
}
