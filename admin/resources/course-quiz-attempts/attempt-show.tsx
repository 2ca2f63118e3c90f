import { Labeled, NumberField, ReferenceField, Show, SimpleShowLayout, TextField } from "react-admin";
import { TimeField } from "../../components/time-field";
import { OutcomeChip, PersonField, ScoreField } from "./attempt-fields";

/** One attempt: who, which quiz of which course, when, and the outcome; read only. */
export function QuizAttemptShow() {
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <TextField source="id" />
        <Labeled label="resources.course-quiz-attempts.fields.personName">
          <PersonField />
        </Labeled>
        <TextField source="userId" />
        <ReferenceField source="courseId" reference="courses" link="show" />
        <ReferenceField source="quizId" reference="course-quizzes" link="edit" />
        <NumberField source="questionCount" />
        <Labeled label="resources.course-quiz-attempts.fields.score">
          <ScoreField />
        </Labeled>
        <Labeled label="resources.course-quiz-attempts.fields.passed">
          <OutcomeChip />
        </Labeled>
        <TimeField source="startedAt" />
        <TimeField source="submittedAt" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
