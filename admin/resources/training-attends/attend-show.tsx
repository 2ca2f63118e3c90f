import { Labeled, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar } from "react-admin";
import { MobileField } from "../../components/mobile-field";
import { TimeField } from "../../components/time-field";
import { AuditField } from "../activity-signups/audit-field";
import { AttendAnswers } from "./attend-answers";
import { RecordReviewButtons } from "../../components/review-buttons";
import { TRAINING_ATTEND_QUEUE } from "./review-buttons";
import { StatusField } from "./status-field";

const actions = (
  <TopToolbar>
    <RecordReviewButtons queue={TRAINING_ATTEND_QUEUE} />
  </TopToolbar>
);

export function AttendShow() {
  return (
    <Show actions={actions}>
      <SimpleShowLayout>
        <TextField source="id" />
        <ReferenceField source="trainingId" reference="trainings" link="show" />
        <ReferenceField source="userId" reference="users" link="show">
          <TextField source="chineseName" emptyText="—" />
        </ReferenceField>
        <ReferenceField source="userId" reference="users" link={false} label="resources.training-attends.fields.mobile">
          <MobileField source="mobile" />
        </ReferenceField>
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
