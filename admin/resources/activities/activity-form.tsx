import { valibotResolver } from "@hookform/resolvers/valibot";
import {
  ArrayInput,
  BooleanInput,
  Create,
  DateTimeInput,
  Edit,
  FormDataConsumer,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TextInput,
} from "react-admin";
import { ActivityFormSchema, FIELD_TYPE_LABELS, QUESTION_TYPE_LABELS } from "../../../api/contract/activity-admin";
import { choicesOf } from "./choices";

const fieldTypes = choicesOf(FIELD_TYPE_LABELS);
const questionTypes = choicesOf(QUESTION_TYPE_LABELS);

/** Keeps a switch's label on one line in a narrow inline row. */
const noWrap = { "& .MuiFormControlLabel-label": { whiteSpace: "nowrap" } };

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
      <TabbedForm.Tab label="app.activities.tab_form">
        <ArrayInput source="userDetailList" helperText="app.activities.form_help">
          <SimpleFormIterator inline disableReordering={false}>
            <TextInput source="name" />
            <SelectInput source="typeId" choices={fieldTypes} />
            <BooleanInput source="isRequireded" sx={noWrap} />
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="app.activities.tab_survey">
        <ArrayInput source="surveyQuestions">
          <SimpleFormIterator>
            <TextInput source="questionName" fullWidth />
            <SelectInput source="questionType" choices={questionTypes} />
            <BooleanInput source="isRequireded" />
            <FormDataConsumer<{ questionType?: number }>>
              {({ scopedFormData }) =>
                scopedFormData?.questionType === 3 ? null : (
                  <ArrayInput source="surveyOptions">
                    <SimpleFormIterator inline>
                      <TextInput source="questionOption" />
                      <BooleanInput source="isOther" sx={noWrap} />
                    </SimpleFormIterator>
                  </ArrayInput>
                )
              }
            </FormDataConsumer>
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
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
