import { valibotResolver } from "@hookform/resolvers/valibot";
import { BooleanInput, Create, Edit, NumberInput, SelectInput, SimpleForm, TextInput } from "react-admin";
import { SURVEY_TYPE_LABELS } from "@/api/contract/reseller-survey";
import { SurveyQuestionFormSchema } from "@/api/contract/reseller-survey-admin";
import { choicesOf } from "../../components/choices";

function QuestionForm() {
  return (
    <SimpleForm
      resolver={valibotResolver(SurveyQuestionFormSchema)}
      defaultValues={{ type: 0, sort: 0, isRequired: true, isHide: false }}
      warnWhenUnsavedChanges
    >
      <TextInput source="title" fullWidth />
      <TextInput source="description" fullWidth multiline />
      <SelectInput source="type" choices={choicesOf(SURVEY_TYPE_LABELS)} />
      <NumberInput source="sort" min={0} step={10} />
      <BooleanInput source="isRequired" />
      <BooleanInput source="isHide" helperText="app.reseller_survey.is_hide_help" />
    </SimpleForm>
  );
}

export function SurveyQuestionCreate() {
  return (
    <Create redirect="show">
      <QuestionForm />
    </Create>
  );
}

export function SurveyQuestionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <QuestionForm />
    </Edit>
  );
}
