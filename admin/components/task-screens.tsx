import { valibotResolver } from "@hookform/resolvers/valibot";
import type { ReactElement, ReactNode } from "react";
import {
  AutocompleteInput,
  Create,
  Datagrid,
  Edit,
  List,
  NumberInput,
  type RaRecord,
  type RedirectionSideEffect,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
} from "react-admin";
import { textChoicesOf } from "./choices";
import { SearchFilter } from "./search-filter";
import type { FormSchema, TaskRow } from "./step-screens";
import { useSmallScreen } from "./use-small-screen";

/**
 * The screens of a step's tasks (a special topic's, a growth plan stage's): each has a kind and, by its kind, what it
 * sends the person to. Each resource names its steps, kinds and target inputs; the screens are the same.
 */

/** Where a task's screens live: its own resource and its steps', and its kinds. */
export type TaskResources = { resource: string; steps: string; kinds: Record<string, string> };

type TaskFormProps = {
  of: TaskResources;
  schema: FormSchema;
  defaultValues: Record<string, unknown>;
  kindHelp?: string;
  /** The inputs of what the task sends the person to, by its kind. */
  target: ReactNode;
  /** Inputs after the target (an activity task's link and score). */
  more?: ReactNode;
};

function TaskForm({ of, schema, defaultValues, kindHelp, target, more }: TaskFormProps) {
  return (
    <SimpleForm resolver={valibotResolver(schema)} defaultValues={defaultValues} warnWhenUnsavedChanges>
      <ReferenceInput source="stepId" reference={of.steps}>
        <AutocompleteInput optionText="title" />
      </ReferenceInput>
      <TextInput source="title" fullWidth />
      <SelectInput source="kind" choices={textChoicesOf(of.kinds)} helperText={kindHelp} sx={{ minWidth: 320 }} />
      {target}
      {more}
      <NumberInput source="sort" min={0} />
    </SimpleForm>
  );
}

/** After a save, back to the step the task belongs to. */
const toStep =
  (of: TaskResources): RedirectionSideEffect =>
  (_resource?: string, _id?: unknown, data?: Partial<RaRecord>) =>
    data?.stepId ? `${of.steps}/${data.stepId}/show` : of.resource;

export function TaskCreate(props: TaskFormProps) {
  return (
    <Create redirect={toStep(props.of)}>
      <TaskForm {...props} />
    </Create>
  );
}

export function TaskEdit(props: TaskFormProps) {
  return (
    <Edit mutationMode="pessimistic" redirect={toStep(props.of)}>
      <TaskForm {...props} />
    </Edit>
  );
}

/** The tasks, by step; `score` shows what each pays on a phone, `columns` come before the order (one field each). */
export function TaskList({ of, score, columns }: { of: TaskResources; score?: boolean; columns?: ReactElement[] }) {
  const small = useSmallScreen();
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn />,
    <ReferenceInput key="stepId" source="stepId" reference={of.steps} alwaysOn>
      <AutocompleteInput optionText="title" />
    </ReferenceInput>,
  ];
  return (
    <List filters={filters} sort={{ field: "id", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<TaskRow>
          primaryText={(t) => t.title}
          secondaryText={(t) => of.kinds[t.kind]}
          tertiaryText={score ? (t) => ("score" in t ? `+${t.score}` : "") : undefined}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <ReferenceField source="stepId" reference={of.steps} sortable={false} />
          <TextField source="title" />
          <SelectField source="kind" choices={textChoicesOf(of.kinds)} sortable={false} />
          {columns}
          <TextField source="sort" />
        </Datagrid>
      )}
    </List>
  );
}
