import { Labeled, ReferenceField, Show, SimpleShowLayout, TextField } from "react-admin";
import { ReviewActions } from "../../components/review-buttons";
import { signupPersonFields } from "../../components/signup-person";
import { TimeField } from "../../components/time-field";
import { AuditField } from "../activity-signups/audit-field";
import { AttendAnswers } from "./attend-answers";
import { TRAINING_ATTEND_QUEUE } from "./review-buttons";
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
