import { valibotResolver } from "@hookform/resolvers/valibot";
import { AutocompleteInput, Create, Edit, NumberInput, ReferenceInput, SimpleForm, TextInput } from "react-admin";
import { ActivityStepSchema } from "@/api/contract/activity-admin";

function StepForm() {
  return (
    <SimpleForm resolver={valibotResolver(ActivityStepSchema)} defaultValues={{ sort: 0 }} warnWhenUnsavedChanges>
      <ReferenceInput source="activityId" reference="activities">
        <AutocompleteInput optionText="title" />
      </ReferenceInput>
      <TextInput source="title" fullWidth />
      <NumberInput source="sort" />
    </SimpleForm>
  );
}

export function StepCreate() {
  return (
    <Create redirect="show">
      <StepForm />
    </Create>
  );
}

export function StepEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <StepForm />
    </Edit>
  );
}
