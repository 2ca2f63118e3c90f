import { valibotResolver } from "@hookform/resolvers/valibot";
import { Create, Edit, NumberInput, SimpleForm, TextInput } from "react-admin";
import { TrainingCategorySchema } from "@/api/contract/training-admin";

function CategoryForm() {
  return (
    <SimpleForm resolver={valibotResolver(TrainingCategorySchema)} defaultValues={{ sort: 0 }}>
      <TextInput source="name" />
      <NumberInput source="sort" helperText="app.trainings.sort_help" />
    </SimpleForm>
  );
}

export function CategoryCreate() {
  return (
    <Create redirect="list">
      <CategoryForm />
    </Create>
  );
}

export function CategoryEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <CategoryForm />
    </Edit>
  );
}
