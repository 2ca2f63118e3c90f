import { valibotResolver } from "@hookform/resolvers/valibot";
import { AutocompleteInput, BooleanInput, Create, Edit, NumberInput, ReferenceInput, SimpleForm, TextInput } from "react-admin";
import { HelpEntryFormSchema } from "@/api/contract/help";

function HelpEntryForm() {
  return (
    <SimpleForm resolver={valibotResolver(HelpEntryFormSchema)} defaultValues={{ sort: 0, published: true }} warnWhenUnsavedChanges>
      <ReferenceInput source="categoryId" reference="help-categories" sort={{ field: "sort", order: "ASC" }}>
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <TextInput source="question" fullWidth />
      <TextInput source="answer" fullWidth multiline minRows={6} helperText="app.help.answer_help" />
      <NumberInput source="sort" helperText="app.trainings.sort_help" />
      <BooleanInput source="published" />
    </SimpleForm>
  );
}

export function HelpEntryCreate() {
  return (
    <Create redirect="list">
      <HelpEntryForm />
    </Create>
  );
}

export function HelpEntryEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <HelpEntryForm />
    </Edit>
  );
}
