import { valibotResolver } from "@hookform/resolvers/valibot";
import {
  ArrayInput,
  BooleanInput,
  Edit,
  FormDataConsumer,
  SaveButton,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TextInput,
  Toolbar,
} from "react-admin";
import { QUESTION_TYPE_LABELS, TRAINING_FIELD_LABELS, TrainingSignUpFormSchema } from "../../../api/contract/training-admin";
import { choicesOf } from "../activities/choices";

const fieldTypes = choicesOf(TRAINING_FIELD_LABELS);
const questionTypes = choicesOf(QUESTION_TYPE_LABELS);

/** Saved only: the form goes with its session, never on its own. */
const toolbar = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The profile fields a session's sign-up asks for, and its survey; saved, it goes back to the session. */
export function SignUpFormEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={(_resource, id) => `trainings/${id}/show`}>
      <TabbedForm resolver={valibotResolver(TrainingSignUpFormSchema)} toolbar={toolbar} warnWhenUnsavedChanges>
        <TabbedForm.Tab label="app.trainings.tab_form">
          <ArrayInput source="userDetailList" helperText="app.trainings.form_help">
            <SimpleFormIterator inline disableReordering={false}>
              <TextInput source="name" />
              <SelectInput source="typeId" choices={fieldTypes} />
              <BooleanInput source="isRequireded" />
            </SimpleFormIterator>
          </ArrayInput>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="app.trainings.tab_survey">
          <ArrayInput source="surveyQuestions">
            <SimpleFormIterator disableReordering={false}>
              <TextInput source="questionName" fullWidth />
              <SelectInput source="questionType" choices={questionTypes} />
              <BooleanInput source="isRequireded" />
              <FormDataConsumer<{ questionType?: number }>>
                {({ scopedFormData }) =>
                  scopedFormData?.questionType === 3 ? null : (
                    <ArrayInput source="surveyOptions">
                      <SimpleFormIterator inline>
                        <TextInput source="questionOption" />
                        <BooleanInput source="isOther" />
                      </SimpleFormIterator>
                    </ArrayInput>
                  )
                }
              </FormDataConsumer>
            </SimpleFormIterator>
          </ArrayInput>
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  );
}
