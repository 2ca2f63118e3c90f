import { valibotResolver } from "@hookform/resolvers/valibot";
import { Create, Edit, NumberInput, SimpleForm, TextInput } from "react-admin";
import { HelpCategorySchema } from "@/api/contract/help";

function HelpCategoryForm() {
  return (
    <SimpleForm resolver={valibotResolver(HelpCategorySchema)} defaultValues={{ sort: 0 }}>
      <TextInput source="name" />
      <NumberInput source="sort" helperText="app.trainings.sort_help" />
    </SimpleForm>
  );
}

export function HelpCategoryCreate() {
  return (
    <Create redirect="list">
      <HelpCategoryForm />
    </Create>
  );
}

export function HelpCategoryEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <HelpCategoryForm />
    </Edit>
  );
}
