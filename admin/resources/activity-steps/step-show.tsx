import { Stack } from "@mui/material";
import {
  Datagrid,
  DeleteButton,
  EditButton,
  Labeled,
  ReferenceField,
  ReferenceManyField,
  SelectField,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  UrlField,
  useRecordContext,
} from "react-admin";
import { TASK_KIND_LABELS, type TaskKind, WHERE_TYPE_LABELS } from "@/api/contract/activity-admin";
import { AddChildButton } from "../../components/add-child-button";
import { choicesOf, textChoicesOf } from "../../components/choices";
import { useSmallScreen } from "../../components/use-small-screen";

type Step = { id: number; activityId: number };
type Task = { id: number; title: string; kind: TaskKind; url: string; score: number };

/** A button that creates a child record of this step, its stepId filled in. */
function AddChild({ resource, label }: { resource: string; label: string }) {
  const step = useRecordContext<Step>();
  if (!step) return null;
  return <AddChildButton resource={resource} values={{ stepId: step.id }} label={label} />;
}

function StepActions() {
  const step = useRecordContext<Step>();
  return (
    <TopToolbar>
      <EditButton />
      <DeleteButton mutationMode="pessimistic" redirect={step ? `/activities/${step.activityId}/show` : "list"} />
    </TopToolbar>
  );
}

export function StepShow() {
  const small = useSmallScreen();
  return (
    <Show actions={<StepActions />}>
      <SimpleShowLayout>
        <ReferenceField source="activityId" reference="activities" link="show" />
        <TextField source="title" />
        <TextField source="sort" />
        <Labeled label="app.activities.tasks" fullWidth>
          <Stack sx={{ alignItems: "flex-start" }}>
            <ReferenceManyField reference="activity-tasks" target="stepId" sort={{ field: "sort", order: "ASC" }} perPage={100}>
              {small ? (
                <SimpleList<Task>
                  primaryText={(t) => t.title}
                  secondaryText={(t) => TASK_KIND_LABELS[t.kind]}
                  tertiaryText={(t) => `+${t.score}`}
                  linkType="edit"
                  empty={<span>—</span>}
                />
              ) : (
                <Datagrid rowClick="edit" bulkActionButtons={false} empty={<span>—</span>}>
                  <TextField source="sort" />
                  <TextField source="title" />
                  <SelectField source="kind" choices={textChoicesOf(TASK_KIND_LABELS)} />
                  <UrlField source="url" target="_blank" onClick={(e) => e.stopPropagation()} />
                  <TextField source="score" />
                </Datagrid>
              )}
            </ReferenceManyField>
            <AddChild resource="activity-tasks" label="app.activities.add_task" />
          </Stack>
        </Labeled>
        <Labeled label="app.activities.medal" fullWidth>
          <Stack sx={{ alignItems: "flex-start" }}>
            <ReferenceManyField reference="medals" target="stepId" perPage={1}>
              <Datagrid rowClick="show" bulkActionButtons={false} empty={<AddChild resource="medals" label="app.activities.add_medal" />}>
                <TextField source="name" />
                <SelectField source="whereType" choices={choicesOf(WHERE_TYPE_LABELS)} />
              </Datagrid>
            </ReferenceManyField>
          </Stack>
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
