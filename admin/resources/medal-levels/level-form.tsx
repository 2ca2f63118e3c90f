import { valibotResolver } from "@hookform/resolvers/valibot";
import {
  AutocompleteInput,
  Create,
  DateTimeInput,
  Edit,
  NumberInput,
  type RaRecord,
  type RedirectionSideEffect,
  ReferenceInput,
  SimpleForm,
  TextInput,
} from "react-admin";
import { MedalLevelSchema } from "@/api/contract/activity-admin";

/** After a save, back to the medal the level belongs to. */
const toMedal: RedirectionSideEffect = (_resource?: string, _id?: unknown, data?: Partial<RaRecord>) =>
  data?.medalId ? `medals/${data.medalId}/show` : "medal-levels";

function LevelForm() {
  return (
    <SimpleForm
      resolver={valibotResolver(MedalLevelSchema)}
      defaultValues={{ score: 0, startTime: null, endTime: null }}
      warnWhenUnsavedChanges
    >
      <ReferenceInput source="medalId" reference="medals">
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <NumberInput source="level" min={1} />
      <NumberInput source="number" min={0} helperText="app.medals.number_help" />
      <TextInput source="icon" fullWidth helperText="app.activities.url_help" />
      <TextInput source="iconLighten" fullWidth helperText="app.activities.url_help" />
      <NumberInput source="score" min={0} />
      <DateTimeInput source="startTime" />
      <DateTimeInput source="endTime" />
    </SimpleForm>
  );
}

export function LevelCreate() {
  return (
    <Create redirect={toMedal}>
      <LevelForm />
    </Create>
  );
}

export function LevelEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={toMedal}>
      <LevelForm />
    </Edit>
  );
}
