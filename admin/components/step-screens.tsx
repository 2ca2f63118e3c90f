import { valibotResolver } from "@hookform/resolvers/valibot";
import { Stack } from "@mui/material";
import type { ReactElement, ReactNode } from "react";
import {
  AutocompleteInput,
  Create,
  Datagrid,
  DeleteButton,
  Edit,
  EditButton,
  Labeled,
  List,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  ReferenceManyField,
  SelectField,
  Show,
  SimpleForm,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useRecordContext,
} from "react-admin";
import type { ActivityTaskRow } from "@/api/contract/activity-admin";
import type { GrowPlanTaskRow } from "@/api/contract/growplan-admin";
import { AddChildButton } from "./add-child-button";
import { textChoicesOf } from "./choices";
import { SearchFilter } from "./search-filter";
import { useSmallScreen } from "./use-small-screen";

/**
 * The screens of a step (an activity's special-topic step, a growth plan's stage): it belongs to a parent and holds
 * tasks in order. Each resource names its parent and its tasks; the screens are the same.
 */

/** The parent a step belongs to: the step's field naming it, its resource and the field that names the parent. */
export type StepParent = { source: string; reference: string; optionText: string };

/** A form's valibot schema, as the resolver takes it. */
export type FormSchema = Parameters<typeof valibotResolver>[0];

type StepRecord = { id: number; title: string; sort: number } & Record<string, unknown>;

function StepForm({ schema, parent, sortMin }: { schema: FormSchema; parent: StepParent; sortMin?: number }) {
  return (
    <SimpleForm resolver={valibotResolver(schema)} defaultValues={{ sort: 0 }} warnWhenUnsavedChanges>
      <ReferenceInput source={parent.source} reference={parent.reference}>
        <AutocompleteInput optionText={parent.optionText} />
      </ReferenceInput>
      <TextInput source="title" fullWidth />
      <NumberInput source="sort" min={sortMin} />
    </SimpleForm>
  );
}

type StepFormProps = Parameters<typeof StepForm>[0];

export function StepCreate(props: StepFormProps) {
  return (
    <Create redirect="show">
      <StepForm {...props} />
    </Create>
  );
}

export function StepEdit(props: StepFormProps) {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <StepForm {...props} />
    </Edit>
  );
}

/** The steps, by parent; `search` adds the title search box, `sortLine` the order under the title on a phone. */
export function StepList({ parent, search, sortLine }: { parent: StepParent; search?: boolean; sortLine?: boolean }) {
  const small = useSmallScreen();
  const filters = [
    ...(search ? [<SearchFilter key="q" source="q" alwaysOn />] : []),
    <ReferenceInput key={parent.source} source={parent.source} reference={parent.reference} alwaysOn>
      <AutocompleteInput optionText={parent.optionText} />
    </ReferenceInput>,
  ];
  return (
    <List filters={filters} sort={{ field: "id", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<StepRecord>
          primaryText={(s) => s.title}
          secondaryText={sortLine ? (s) => `排序 ${s.sort}` : undefined}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <ReferenceField source={parent.source} reference={parent.reference} sortable={false} />
          <TextField source="title" />
          <TextField source="sort" />
        </Datagrid>
      )}
    </List>
  );
}

/** A button that creates a child record of this step, its stepId filled in. */
export function AddStepChild({ resource, label }: { resource: string; label: string }) {
  const step = useRecordContext<StepRecord>();
  if (!step) return null;
  return <AddChildButton resource={resource} values={{ stepId: step.id }} label={label} />;
}

function StepActions({ parent }: { parent: StepParent }) {
  const step = useRecordContext<StepRecord>();
  return (
    <TopToolbar>
      <EditButton />
      <DeleteButton mutationMode="pessimistic" redirect={step ? `/${parent.reference}/${step[parent.source]}/show` : "list"} />
    </TopToolbar>
  );
}

/** A task of either kind of step: the activity's pay points, the growth plan's do not. */
export type TaskRow = ActivityTaskRow | GrowPlanTaskRow;

/** A step's tasks: their resource, kinds, the labels of the section and its add button; `score` shows what each pays. */
export type StepTasks = { reference: string; kinds: Record<string, string>; label: string; addLabel: string; score?: boolean };

/** A step with its tasks in order (each opens to edit) and, after them, whatever else the step holds. */
export function StepShow({
  parent,
  tasks,
  taskColumns,
  children,
}: {
  parent: StepParent;
  tasks: StepTasks;
  /** Further columns of the task grid, after the kind (one field each). */
  taskColumns?: ReactElement[];
  children?: ReactNode;
}) {
  const small = useSmallScreen();
  return (
    <Show actions={<StepActions parent={parent} />}>
      <SimpleShowLayout>
        <ReferenceField source={parent.source} reference={parent.reference} link="show" />
        <TextField source="title" />
        <TextField source="sort" />
        <Labeled label={tasks.label} fullWidth>
          <Stack sx={{ alignItems: "flex-start" }}>
            <ReferenceManyField reference={tasks.reference} target="stepId" sort={{ field: "sort", order: "ASC" }} perPage={100}>
              {small ? (
                <SimpleList<TaskRow>
                  primaryText={(t) => t.title}
                  secondaryText={(t) => tasks.kinds[t.kind]}
                  tertiaryText={tasks.score ? (t) => ("score" in t ? `+${t.score}` : "") : undefined}
                  linkType="edit"
                  empty={<span>—</span>}
                />
              ) : (
                <Datagrid rowClick="edit" bulkActionButtons={false} empty={<span>—</span>}>
                  <TextField source="sort" />
                  <TextField source="title" />
                  <SelectField source="kind" choices={textChoicesOf(tasks.kinds)} />
                  {taskColumns}
                </Datagrid>
              )}
            </ReferenceManyField>
            <AddStepChild resource={tasks.reference} label={tasks.addLabel} />
          </Stack>
        </Labeled>
        {children}
      </SimpleShowLayout>
    </Show>
  );
}

/** On the parent's page: its steps in order (each opens) and the button adding one with the parent filled in. */
export function StepsOf({ label, reference, target, addLabel }: { label: string; reference: string; target: string; addLabel: string }) {
  const parent = useRecordContext<{ id: number }>();
  return (
    <Labeled label={label} fullWidth>
      <Stack sx={{ alignItems: "flex-start" }}>
        <ReferenceManyField reference={reference} target={target} sort={{ field: "sort", order: "ASC" }} perPage={50}>
          <Datagrid rowClick="show" bulkActionButtons={false} empty={<span>—</span>}>
            <TextField source="sort" />
            <TextField source="title" />
          </Datagrid>
        </ReferenceManyField>
        {parent && <AddChildButton resource={reference} values={{ [target]: parent.id }} label={addLabel} />}
      </Stack>
    </Labeled>
  );
}
