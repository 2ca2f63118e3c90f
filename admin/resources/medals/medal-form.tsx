import { valibotResolver } from "@hookform/resolvers/valibot";
import { AutocompleteInput, Create, Edit, ReferenceInput, SelectInput, SimpleForm, TextInput } from "react-admin";
import { MedalSchema, WHERE_TYPE_LABELS } from "@/api/contract/activity-admin";
import { choicesOf } from "../../components/choices";

function MedalForm() {
  return (
    <SimpleForm resolver={valibotResolver(MedalSchema)} defaultValues={{ whereType: 7 }} warnWhenUnsavedChanges>
      <TextInput source="name" fullWidth />
      <SelectInput source="whereType" choices={choicesOf(WHERE_TYPE_LABELS)} />
      <ReferenceInput source="stepId" reference="activity-steps">
        <AutocompleteInput optionText="title" helperText="app.medals.step_help" />
      </ReferenceInput>
      <TextInput source="memo" multiline minRows={2} fullWidth />
    </SimpleForm>
  );
}

export function MedalCreate() {
  return (
    <Create redirect="show">
      <MedalForm />
    </Create>
  );
}

export function MedalEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <MedalForm />
    </Edit>
  );
}
