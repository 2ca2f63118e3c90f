import { ArrayInput, BooleanInput, FormDataConsumer, SelectInput, SimpleFormIterator, TabbedForm, TextInput } from "react-admin";
import { QUESTION_TYPE_LABELS } from "@/api/contract/admin-form";
import { choicesOf } from "./choices";

const questionTypes = choicesOf(QUESTION_TYPE_LABELS);

/** Keeps a switch's label on one line in a narrow inline row. */
const noWrap = { "& .MuiFormControlLabel-label": { whiteSpace: "nowrap" } };

/** The profile fields a sign-up form asks for (userDetailList), among the field types `fieldTypes` offers. */
function SignFieldsInput({ fieldTypes, helperText }: { fieldTypes: { id: number; name: string }[]; helperText: string }) {
  return (
    <ArrayInput source="userDetailList" helperText={helperText}>
      <SimpleFormIterator inline disableReordering={false}>
        <TextInput source="name" />
        <SelectInput source="typeId" choices={fieldTypes} />
        <BooleanInput source="isRequired" sx={noWrap} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** A sign-up's survey (surveyQuestions): a free-text question has no options to edit. */
function SurveyQuestionsInput() {
  return (
    <ArrayInput source="surveyQuestions">
      <SimpleFormIterator disableReordering={false}>
        <TextInput source="questionName" fullWidth />
        <SelectInput source="questionType" choices={questionTypes} />
        <BooleanInput source="isRequired" />
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
  );
}

/**
 * The 报名表单 and 问卷 tabs of a TabbedForm, for activities and sessions alike; `texts` is the key prefix of the tab
 * labels and the fields' help (app.activities, app.trainings). An array, since TabbedForm reads its tabs off its children.
 */
export function signUpFormTabs(texts: string, fieldTypes: { id: number; name: string }[]) {
  return [
    <TabbedForm.Tab key="form" label={`${texts}.tab_form`}>
      <SignFieldsInput fieldTypes={fieldTypes} helperText={`${texts}.form_help`} />
    </TabbedForm.Tab>,
    <TabbedForm.Tab key="survey" label={`${texts}.tab_survey`}>
      <SurveyQuestionsInput />
    </TabbedForm.Tab>,
  ];
}
