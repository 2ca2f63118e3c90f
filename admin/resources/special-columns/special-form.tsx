import { valibotResolver } from "@hookform/resolvers/valibot";
import { BooleanInput, Create, Edit, NumberInput, SimpleForm, TextInput } from "react-admin";
import { SpecialColumnFormSchema } from "@/api/contract/special-admin";

const defaults = { published: true, sort: 0 };

/** The column itself; its tabs and their items are edited from its page once it exists. */
function SpecialForm() {
  return (
    <SimpleForm resolver={valibotResolver(SpecialColumnFormSchema)} defaultValues={defaults} warnWhenUnsavedChanges>
      <TextInput source="title" fullWidth />
      <TextInput source="cover" fullWidth helperText="app.courses.url_help" />
      <TextInput source="summary" multiline minRows={3} fullWidth />
      <NumberInput source="sort" helperText="app.trainings.sort_help" />
      <BooleanInput source="published" />
    </SimpleForm>
  );
}

export function SpecialCreate() {
  return (
    <Create redirect="show">
      <SpecialForm />
    </Create>
  );
}

export function SpecialEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SpecialForm />
    </Edit>
  );
}
