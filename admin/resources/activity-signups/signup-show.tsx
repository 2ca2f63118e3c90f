import { Labeled, ReferenceField, Show, SimpleShowLayout, TextField } from "react-admin";
import { ACTIVITY_SIGNUP_QUEUE } from "../../components/activity-signup-queue";
import { AuditField } from "../../components/audit-field";
import { ReviewActions } from "../../components/review-buttons";
import { signupPersonFields } from "../../components/signup-person";
import { TimeField } from "../../components/time-field";
import { SignupAnswers } from "./signup-answers";

export function SignupShow() {
  return (
    <Show actions={<ReviewActions queue={ACTIVITY_SIGNUP_QUEUE} />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <ReferenceField source="activityId" reference="activities" link="show" />
        {signupPersonFields("activity-signups", "show")}
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
