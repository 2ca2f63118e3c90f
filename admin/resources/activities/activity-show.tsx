import { ArrayField, BooleanField, Datagrid, Labeled, SelectField, Show, SimpleShowLayout, TextField, useRecordContext } from "react-admin";
import { type ActivityRow, FIELD_TYPE_LABELS, QUESTION_TYPE_LABELS } from "@/api/contract/activity-admin";
import { ACTIVITY_SIGNUP_QUEUE } from "../../components/activity-signup-queue";
import { choicesOf } from "../../components/choices";
import { editActions } from "../../components/edit-actions";
import { SignupLinks } from "../../components/signup-links";
import { StepsOf } from "../../components/step-screens";
import { TimeField } from "../../components/time-field";

/** To the review queue filtered on this activity, and the CSV of its sign-ups. */
function ActivitySignupLinks() {
  const record = useRecordContext<ActivityRow>();
  return record ? <SignupLinks queue={ACTIVITY_SIGNUP_QUEUE} parentId={record.id} /> : null;
}

export function ActivityShow() {
  return (
    <Show actions={editActions}>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="title" />
        <TextField source="cover" emptyText="—" />
        <TimeField source="startTime" />
        <TimeField source="endTime" />
        <TextField source="contents" emptyText="—" sx={{ whiteSpace: "pre-wrap" }} />
        <BooleanField source="needApprove" />
        <BooleanField source="isShare" />
        <TextField source="agreement" emptyText="—" sx={{ whiteSpace: "pre-wrap" }} />
        <ArrayField source="userDetailList">
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>—</span>}>
            <TextField source="name" />
            <SelectField source="typeId" choices={choicesOf(FIELD_TYPE_LABELS)} />
            <BooleanField source="isRequired" />
          </Datagrid>
        </ArrayField>
        <ArrayField source="surveyQuestions">
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>—</span>}>
            <TextField source="questionName" />
            <SelectField source="questionType" choices={choicesOf(QUESTION_TYPE_LABELS)} />
            <BooleanField source="isRequired" />
            <ArrayField source="surveyOptions" sortable={false}>
              <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>—</span>} header={() => null}>
                <TextField source="questionOption" />
              </Datagrid>
            </ArrayField>
          </Datagrid>
        </ArrayField>
        <Labeled label="app.activities.signups" fullWidth>
          <ActivitySignupLinks />
        </Labeled>
        <StepsOf label="app.activities.steps" reference="activity-steps" target="activityId" addLabel="app.activities.add_step" />
      </SimpleShowLayout>
    </Show>
  );
}
