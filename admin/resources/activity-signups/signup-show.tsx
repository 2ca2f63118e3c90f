import { Labeled, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar } from "react-admin";
import { MobileField } from "../../components/mobile-field";
import { TimeField } from "../../components/time-field";
import { AuditField } from "./audit-field";
import { RecordReviewButtons } from "../../components/review-buttons";
import { ACTIVITY_SIGNUP_QUEUE } from "./review-buttons";
import { SignupAnswers } from "./signup-answers";

export function SignupShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <RecordReviewButtons queue={ACTIVITY_SIGNUP_QUEUE} />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="id" />
        <ReferenceField source="activityId" reference="activities" link="show" />
        <ReferenceField source="userId" reference="users" link="show">
          <TextField source="chineseName" emptyText="—" />
        </ReferenceField>
        <ReferenceField source="userId" reference="users" link={false} label="resources.activity-signups.fields.mobile">
          <MobileField source="mobile" />
        </ReferenceField>
        <TextField source="source" emptyText="—" />
        <AuditField source="audit" />
        <TimeField source="createdAt" />
        <Labeled label="app.signups.answers" fullWidth>
          <SignupAnswers />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
