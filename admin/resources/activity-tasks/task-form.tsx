import { valibotResolver } from "@hookform/resolvers/valibot";
import {
  AutocompleteInput,
  Create,
  Edit,
  NumberInput,
  type RaRecord,
  type RedirectionSideEffect,
  ReferenceInput,
  SimpleForm,
  TextInput,
} from "react-admin";
import { ActivityTaskSchema } from "@/api/contract/activity-admin";

/** After a save, back to the step the task belongs to. */
const toStep: RedirectionSideEffect = (_resource?: string, _id?: unknown, data?: Partial<RaRecord>) =>
  data?.stepId ? `activity-steps/${data.stepId}/show` : "activity-tasks";

function TaskForm() {
  return (
    <SimpleForm resolver={valibotResolver(ActivityTaskSchema)} defaultValues={{ score: 0, sort: 0 }} warnWhenUnsavedChanges>
      <ReferenceInput source="stepId" reference="activity-steps">
        <AutocompleteInput optionText="title" />
      </ReferenceInput>
      <TextInput source="title" fullWidth />
      <TextInput source="url" fullWidth helperText="app.activities.url_help" />
      <NumberInput source="score" min={0} />
      <NumberInput source="sort" min={0} />
    </SimpleForm>
  );
}

export function TaskCreate() {
  return (
    <Create redirect={toStep}>
      <TaskForm />
    </Create>
  );
}

export function TaskEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={toStep}>
      <TaskForm />
    </Edit>
  );
}
