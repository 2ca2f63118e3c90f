import { Stack } from "@mui/material";
import {
  ArrayField,
  BooleanField,
  Datagrid,
  Labeled,
  ReferenceManyField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from "react-admin";
import { type ActivityRow, FIELD_TYPE_LABELS, QUESTION_TYPE_LABELS } from "@/api/contract/activity-admin";
import { ACTIVITY_SIGNUP_QUEUE } from "../../components/activity-signup-queue";
import { AddChildButton } from "../../components/add-child-button";
import { choicesOf } from "../../components/choices";
import { editActions } from "../../components/edit-actions";
import { SignupLinks } from "../../components/signup-links";
import { TimeField } from "../../components/time-field";

/** To the review queue filtered on this activity, and the CSV of its sign-ups. */
function ActivitySignupLinks() {
  const record = useRecordContext<ActivityRow>();
  return record ? <SignupLinks queue={ACTIVITY_SIGNUP_QUEUE} parentId={record.id} /> : null;
}

function AddStep() {
  const record = useRecordContext<ActivityRow>();
  if (!record) return null;
  return <AddChildButton resource="activity-steps" values={{ activityId: record.id }} label="app.activities.add_step" />;
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
        <Labeled label="app.activities.steps" fullWidth>
          <Stack sx={{ alignItems: "flex-start" }}>
            <ReferenceManyField reference="activity-steps" target="activityId" sort={{ field: "sort", order: "ASC" }} perPage={50}>
              <Datagrid rowClick="show" bulkActionButtons={false} empty={<span>—</span>}>
                <TextField source="sort" />
                <TextField source="title" />
              </Datagrid>
            </ReferenceManyField>
            <AddStep />
          </Stack>
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
