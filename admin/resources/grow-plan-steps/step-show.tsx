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
  useRecordContext,
} from "react-admin";
import { GROW_TASK_KIND_LABELS, type GrowTaskKind } from "@/api/contract/growplan";
import { AddChildButton } from "../../components/add-child-button";
import { textChoicesOf } from "../../components/choices";
import { useSmallScreen } from "../../components/use-small-screen";

type Step = { id: number; planId: number };
type Task = { id: number; title: string; kind: GrowTaskKind };

function AddTask() {
  const step = useRecordContext<Step>();
  if (!step) return null;
  return <AddChildButton resource="grow-plan-tasks" values={{ stepId: step.id }} label="app.grow_plans.add_task" />;
}

function StepActions() {
  const step = useRecordContext<Step>();
  return (
    <TopToolbar>
      <EditButton />
      <DeleteButton mutationMode="pessimistic" redirect={step ? `/grow-plans/${step.planId}/show` : "list"} />
    </TopToolbar>
  );
}

export function GrowStepShow() {
  const small = useSmallScreen();
  return (
    <Show actions={<StepActions />}>
      <SimpleShowLayout>
        <ReferenceField source="planId" reference="grow-plans" link="show" />
        <TextField source="title" />
        <TextField source="sort" />
        <Labeled label="app.grow_plans.tasks" fullWidth>
          <Stack sx={{ alignItems: "flex-start" }}>
            <ReferenceManyField reference="grow-plan-tasks" target="stepId" sort={{ field: "sort", order: "ASC" }} perPage={100}>
              {small ? (
                <SimpleList<Task>
                  primaryText={(t) => t.title}
                  secondaryText={(t) => GROW_TASK_KIND_LABELS[t.kind]}
                  linkType="edit"
                  empty={<span>—</span>}
                />
              ) : (
                <Datagrid rowClick="edit" bulkActionButtons={false} empty={<span>—</span>}>
                  <TextField source="sort" />
                  <TextField source="title" />
                  <SelectField source="kind" choices={textChoicesOf(GROW_TASK_KIND_LABELS)} />
                </Datagrid>
              )}
            </ReferenceManyField>
            <AddTask />
          </Stack>
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
