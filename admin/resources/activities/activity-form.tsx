import { valibotResolver } from "@hookform/resolvers/valibot";
import { BooleanInput, Create, DateTimeInput, Edit, TabbedForm, TextInput } from "react-admin";
import { ActivityFormSchema, FIELD_TYPE_LABELS } from "@/api/contract/activity-admin";
import { choicesOf } from "../../components/choices";
import { signUpFormTabs } from "../../components/sign-up-form-inputs";

const fieldTypes = choicesOf(FIELD_TYPE_LABELS);

/** New activities start as a plain one: no approval, shareable. */
const defaults = { needApprove: false, isShare: true, userDetailList: [], surveyQuestions: [] };

function ActivityForm() {
  return (
    <TabbedForm resolver={valibotResolver(ActivityFormSchema)} defaultValues={defaults} warnWhenUnsavedChanges>
      <TabbedForm.Tab label="app.activities.tab_basic">
        <TextInput source="title" fullWidth />
        <TextInput source="cover" fullWidth helperText="app.activities.url_help" />
        <DateTimeInput source="startTime" />
        <DateTimeInput source="endTime" />
        <TextInput source="contents" multiline minRows={4} fullWidth />
        <BooleanInput source="needApprove" />
        <BooleanInput source="isShare" />
        <TextInput source="agreement" multiline minRows={3} fullWidth />
      </TabbedForm.Tab>
      {signUpFormTabs("app.activities", fieldTypes)}
    </TabbedForm>
  );
}

export function ActivityCreate() {
  return (
    <Create redirect="show">
      <ActivityForm />
    </Create>
  );
}

export function ActivityEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <ActivityForm />
    </Edit>
  );
}
