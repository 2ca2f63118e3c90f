import { Labeled, ReferenceField, Show, SimpleShowLayout, TextField } from "react-admin";
import { AuditField } from "../../components/audit-field";
import { ReviewActions } from "../../components/review-buttons";
import { signupPersonFields } from "../../components/signup-person";
import { TimeField } from "../../components/time-field";
import { TRAINING_ATTEND_QUEUE } from "../../components/training-attend-queue";
import { AttendAnswers } from "./attend-answers";
import { StatusField } from "./status-field";

export function AttendShow() {
  return (
    <Show actions={<ReviewActions queue={TRAINING_ATTEND_QUEUE} />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <ReferenceField source="trainingId" reference="trainings" link="show" />
        {signupPersonFields("training-attends", "show")}
        <AuditField source="audit" />
        <StatusField source="status" />
        <TimeField source="createdAt" />
        <TimeField source="queuedAt" />
        <Labeled label="app.signups.answers" fullWidth>
          <AttendAnswers />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
