import { valibotResolver } from "@hookform/resolvers/valibot";
import { AutocompleteInput, Create, Edit, NumberInput, ReferenceInput, SimpleForm, TextInput } from "react-admin";
import { GrowPlanStepSchema } from "@/api/contract/growplan-admin";

function StepForm() {
  return (
    <SimpleForm resolver={valibotResolver(GrowPlanStepSchema)} defaultValues={{ sort: 0 }} warnWhenUnsavedChanges>
      <ReferenceInput source="planId" reference="grow-plans">
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <TextInput source="title" fullWidth />
      <NumberInput source="sort" min={0} />
    </SimpleForm>
  );
}

export function GrowStepCreate() {
  return (
    <Create redirect="show">
      <StepForm />
    </Create>
  );
}

export function GrowStepEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <StepForm />
    </Edit>
  );
}
