import { valibotResolver } from "@hookform/resolvers/valibot";
import { Create, Edit, NumberInput, SelectInput, SimpleForm, TextInput } from "react-admin";
import { LearningTagSchema } from "@/api/contract/learning-admin";
import { kindChoices } from "./kinds";

function TagForm() {
  return (
    <SimpleForm resolver={valibotResolver(LearningTagSchema)} defaultValues={{ sort: 0 }}>
      <SelectInput source="kind" choices={kindChoices} sx={{ minWidth: 220 }} />
      <TextInput source="name" helperText="app.tags.name_help" />
      <NumberInput source="sort" helperText="app.trainings.sort_help" />
    </SimpleForm>
  );
}

export function TagCreate() {
  return (
    <Create redirect="list">
      <TagForm />
    </Create>
  );
}

export function TagEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <TagForm />
    </Edit>
  );
}
