import { valibotResolver } from "@hookform/resolvers/valibot";
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  Create,
  Edit,
  type Identifier,
  NumberInput,
  type RaRecord,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
} from "react-admin";
import { REGX_LABELS, SurveyOptionFormSchema } from "@/api/contract/reseller-survey-admin";
import { textChoicesOf } from "../../components/choices";

function OptionForm() {
  return (
    <SimpleForm
      resolver={valibotResolver(SurveyOptionFormSchema)}
      defaultValues={{ sort: 0, regx: "", br: false, joinShowQuestionId: [] }}
      warnWhenUnsavedChanges
    >
      <ReferenceInput source="questionId" reference="reseller-survey-questions">
        <AutocompleteInput optionText="title" />
      </ReferenceInput>
      <TextInput source="title" fullWidth />
      <NumberInput source="sort" min={0} />
      <ReferenceArrayInput source="joinShowQuestionId" reference="reseller-survey-questions" filter={{}}>
        <AutocompleteArrayInput optionText="title" helperText="app.reseller_survey.follow_up_help" />
      </ReferenceArrayInput>
      <SelectInput source="regx" choices={textChoicesOf(REGX_LABELS)} />
      <BooleanInput source="br" />
    </SimpleForm>
  );
}

/** After an option is saved: back to its question, where the options are listed. */
const toQuestion = (_resource?: string, _id?: Identifier, data?: Partial<RaRecord>) => `reseller-survey-questions/${data?.questionId}/show`;

export function SurveyOptionCreate() {
  return (
    <Create redirect={toQuestion}>
      <OptionForm />
    </Create>
  );
}

export function SurveyOptionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={toQuestion}>
      <OptionForm />
    </Edit>
  );
}
